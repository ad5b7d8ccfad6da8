import { and, gt, lt, sql, type SQL } from 'drizzle-orm';
import { bookings } from './schema.ts';

/**
 * Bookings whose [start, end) meets [from, to), as a range test that a span index answers in
 * a few pages however long the history (bookings_span_idx for any status; the exclusion
 * constraint's for blocking ones, with the vehicle): two comparisons read every booking that
 * started before `to`. An empty span keeps the comparisons: an empty range meets nothing.
 */
export function bookingOverlaps(from: Date, to: Date): SQL {
  if (from.getTime() >= to.getTime()) return and(lt(bookings.startTime, to), gt(bookings.endTime, from))!;
  return sql`tstzrange(${bookings.startTime}, ${bookings.endTime}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
}
