import { z } from 'zod';
import { booking, bookingFields } from './bookings.contract.ts';
import { endAfterStartIssue, endsAfterStart, isoDateTime } from './common.contract.ts';
import { errorBody } from './errors.contract.ts';

/** A series repeats for at most this many weeks from its first occurrence. */
export const SERIES_MAX_WEEKS = 12;
/** Every N days: at most this many days between occurrences (the longest series). */
export const SERIES_MAX_INTERVAL_DAYS = SERIES_MAX_WEEKS * 7;
/** `all`: every occurrence or none; `fitting`: the ones that pass the rules. */
export const SERIES_MODES = ['all', 'fitting'] as const;

/** How a series repeats: on chosen weekdays (0 Sunday … 6 Saturday, Jerusalem time), or every N days. */
export const seriesRepeat = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('weekly'),
      days: z
        .array(
          z
            .number({ error: 'A day is 0 (Sunday) to 6 (Saturday)' })
            .int('A day is 0 (Sunday) to 6 (Saturday)')
            .min(0)
            .max(6, 'A day is 0 (Sunday) to 6 (Saturday)'),
        )
        .min(1, 'Choose at least one day')
        .max(7, 'There are seven days in a week'),
    }),
    z.strictObject({
      kind: z.literal('everyNDays'),
      interval: z
        .number({ error: 'The interval is a whole number of days' })
        .int('The interval is a whole number of days')
        .min(1, 'The interval is at least 1 day')
        .max(SERIES_MAX_INTERVAL_DAYS, `The interval is at most ${SERIES_MAX_INTERVAL_DAYS} days`),
    }),
  ],
  { error: 'repeat.kind must be weekly or everyNDays' },
);
export type SeriesRepeat = z.infer<typeof seriesRepeat>;

/** POST /api/bookings/series: the first occurrence, how it repeats, for how many weeks, and what to do when some do not fit. */
export const createSeriesRequest = z
  .strictObject({
    ...bookingFields,
    repeat: seriesRepeat,
    weeks: z
      .number({ error: 'weeks is a whole number' })
      .int('weeks is a whole number')
      .min(1, 'A series lasts at least 1 week')
      .max(SERIES_MAX_WEEKS, `A series lasts at most ${SERIES_MAX_WEEKS} weeks`),
    mode: z.enum(SERIES_MODES, { error: `mode must be one of ${SERIES_MODES.join(', ')}` }),
  })
  .refine(endsAfterStart, endAfterStartIssue);
export type CreateSeriesRequest = z.infer<typeof createSeriesRequest>;

/** An occurrence the rules refused, and why (as every refusal says it). */
export const refusedOccurrence = errorBody.extend({ startTime: z.string(), endTime: z.string() });
export type RefusedOccurrence = z.infer<typeof refusedOccurrence>;

/** What a series made: its id (null when nothing was made), the bookings created and the occurrences refused. */
export const seriesResult = z.object({
  seriesId: z.number().int().nullable(),
  created: z.array(booking),
  refused: z.array(refusedOccurrence),
});
export type SeriesResult = z.infer<typeof seriesResult>;

/** DELETE /api/bookings/series/{id}?from=: the occurrences from this instant on (all not begun, when left out). */
export const cancelSeriesQuery = z.strictObject({ from: isoDateTime('from must be an ISO 8601 date and time, e.g. 2026-05-01T20:00:00+03:00').optional() });
export const cancelSeriesResult = z.object({ cancelled: z.number().int() });
