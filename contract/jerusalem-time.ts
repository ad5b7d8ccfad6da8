import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from './constants.ts';

/**
 * Wall-clock time in Asia/Jerusalem, the one zone of the service (docs/architecture.md), for both sides:
 * the server's notices and day boundaries and the web's screens and form inputs.
 */
export const inJerusalem = (moment: Date | string | number) => new TZDate(new Date(moment), TIME_ZONE);

/** The Jerusalem calendar date (YYYY-MM-DD) of a moment. */
export const localDateOf = (moment: Date | string) => format(inJerusalem(moment), 'yyyy-MM-dd');

/** The Jerusalem wall-clock time (HH:mm) of a moment. */
export const localTimeOf = (moment: Date | string) => format(inJerusalem(moment), 'HH:mm');

/** The instant of a Jerusalem wall-clock time on a calendar day (YYYY-MM-DD). */
export function localInstant(isoDate: string, hour: number, minute = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, minute, 0, TIME_ZONE).getTime());
}
