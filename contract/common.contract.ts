import { z } from 'zod';
import './zod-messages.ts';

/** The largest id a PostgreSQL integer column holds; larger numbers could never name a row. */
const MAX_ID = 2_147_483_647;

/** A record id as JSON sends it. */
export const recordId = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** A record id in a path: "abc", "0", "1.5" and ids past the integer range get the same plain message. */
export const pathId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const idParams = z.object({ id: pathId('id must be a positive whole number') });
export const bookingIdParams = z.object({ bookingId: pathId('bookingId must be a positive whole number') });

/**
 * Years a date sent to the API may name. Wider than any licence, booking or report needs, narrow
 * enough that a week, a month or a Hebrew year around it stays a date every library can compute.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
const YEAR_RANGE = `years ${MIN_YEAR} to ${MAX_YEAR}`;
const saneYear = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;

/** A calendar date written YYYY-MM-DD that exists (no 30 February) in a sane year. */
export const calendarDate = (message = 'Use a date like 2026-05-01') =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const [y, m, d] = value.split('-').map(Number) as [number, number, number];
      const probe = new Date(Date.UTC(y, m - 1, d));
      return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
    }, `${message}: that day does not exist`)
    .refine((value) => saneYear(Number(value.slice(0, 4))), `${message} (${YEAR_RANGE})`);

/** An ISO 8601 date and time with its offset, in a sane year. */
export const isoDateTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine((value) => saneYear(new Date(value).getUTCFullYear()), `${message} (${YEAR_RANGE})`);

export const END_AFTER_START = 'The end time must be after the start time.';
/** A window (booking, calendar event) whose end is after its start; the message lands on endTime. */
export const endsAfterStart = (w: { startTime: string; endTime: string }) => Date.parse(w.endTime) > Date.parse(w.startTime);
export const endAfterStartIssue = { message: END_AFTER_START, path: ['endTime'] };

/** An amount of shekels, whole agorot (two decimals), from 0 to `max` (work orders, fuel). */
export const money = (max: number, maxWords: string) =>
  z
    .number({ error: 'The cost must be a number' })
    .min(0, 'The cost cannot be negative')
    .max(max, `The cost is at most ${maxWords}`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'The cost has at most two decimals');
