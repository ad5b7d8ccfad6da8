import { ApiError } from '../../lib/api.ts';
import { t, textOf } from '../../lib/i18n/index.ts';

/** The error catalogue's 'Failed to {what}: {status text}' (docs/spec/admin-app.md 8, calendar and rules). */
export type CalendarAction = 'createEvent' | 'updateEvent' | 'deleteEvent' | 'createRule' | 'deleteRule';
export const calendarFailure = (what: CalendarAction, error: unknown) =>
  t(`calendarMgmt.failure.${what}`, { problem: error instanceof ApiError ? (error.serverMessage ?? String(error.status)) : t('calendarMgmt.networkError') });

/** An event's or rule's type, priority or status as the language shown says it. */
export const calendarWord = (value: string) => textOf(`calendarMgmt.word.${value}`);

/** A day of the week, Sunday (0) to Shabbat (6). */
export const weekdayName = (day: number) => textOf(`calendarMgmt.weekday.${day}`);
export const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6];
