import type { SeriesRepository } from './series.repository.ts';
import type { CreateSeriesRequest, RefusedOccurrence, SeriesRepeat, SeriesResult } from '../../../contract/booking-series.contract.ts';
import type { Booking, CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import { localDateOf, localInstant, localTimeOf } from '../../../contract/jerusalem-time.ts';
import type { AuthContext } from '../../auth-context.ts';
import { badRequest, HttpError, notFound, refusalBody, said, type Said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import { addLocalDays, jerusalemWeekday } from '../../time.ts';

export interface SeriesDeps {
  series: SeriesRepository;
  /** What a booking of the caller would meet, thrown (the bookings service's probe). */
  probe: (ctx: AuthContext, input: CreateBookingRequest) => Promise<void>;
  /** One occurrence booked through every rule, marked as the series'. */
  bookOccurrence: (ctx: AuthContext, input: CreateBookingRequest, seriesId: number) => Promise<Booking>;
  /** One booking cancelled; its member is told by the caller when `tellMember` is false. */
  cancel: (ctx: AuthContext, id: number, reason: string, options?: { tellMember: boolean }) => Promise<Booking>;
  notify: Notify;
  now?: () => Date;
}

interface Span {
  start: Date;
  end: Date;
}

/**
 * The occurrences of a series: the first one's local time of day (Jerusalem) on each chosen weekday,
 * or every N days, from its day for `weeks` weeks; each as long as the first.
 */
export function occurrencesOf(first: Span, repeat: SeriesRepeat, weeks: number): Span[] {
  const firstDay = localDateOf(first.start);
  const [hour, minute] = localTimeOf(first.start).split(':').map(Number) as [number, number];
  const length = first.end.getTime() - first.start.getTime();
  const days: string[] = [];
  for (let offset = 0; offset < weeks * 7; offset++) {
    const day = addLocalDays(firstDay, offset);
    const chosen = repeat.kind === 'weekly' ? repeat.days.includes(jerusalemWeekday(localInstant(day, 12))) : offset % repeat.interval === 0;
    if (chosen) days.push(day);
  }
  return days.map((day) => {
    const start = localInstant(day, hour, minute);
    return { start, end: new Date(start.getTime() + length) };
  });
}

/** A refusal that is the member's to hear; anything else (the server's own failure) goes on. */
const refusalOf = (error: unknown, o: Span): RefusedOccurrence => {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  return { startTime: o.start.toISOString(), endTime: o.end.toISOString(), ...refusalBody(error) };
};

/** A series refused whole: 409 with what each occurrence met. */
const seriesRefused = (message: Said, refused: RefusedOccurrence[]) => new HttpError(409, message, 'SERIES_REFUSED', undefined, { refused });

/** Recurring bookings (docs/decisions/032): every occurrence through the booking rules. */
export function createSeriesService(deps: SeriesDeps) {
  const now = deps.now ?? (() => new Date());
  const inputOf = (input: CreateSeriesRequest, o: Span): CreateBookingRequest => ({
    vehicleId: input.vehicleId,
    startTime: o.start.toISOString(),
    endTime: o.end.toISOString(),
    notes: input.notes,
    purpose: input.purpose,
    seat: input.seat,
  });

  /** Books what can be of `fitting`; in all-or-nothing, a refusal met while booking (a race) undoes those booked. */
  async function bookAll(ctx: AuthContext, input: CreateSeriesRequest, seriesId: number, fitting: Span[], refused: RefusedOccurrence[]) {
    const created: Booking[] = [];
    for (const o of fitting) {
      try {
        created.push(await deps.bookOccurrence(ctx, inputOf(input, o), seriesId));
      } catch (error) {
        refused.push(refusalOf(error, o));
        if (input.mode === 'all') {
          for (const b of created) await deps.cancel(ctx, b.id, 'The series could not be booked whole');
          return [];
        }
      }
    }
    return created;
  }

  return {
    /**
     * A series of the caller's bookings: each occurrence is probed against every rule first; all or
     * nothing refuses the whole when any is refused, `fitting` books those that pass. The answer
     * lists what was booked and what was refused, with why.
     */
    async create(ctx: AuthContext, input: CreateSeriesRequest): Promise<SeriesResult> {
      const occurrences = occurrencesOf({ start: new Date(input.startTime), end: new Date(input.endTime) }, input.repeat, input.weeks);
      if (!occurrences.length) throw badRequest(said('series.empty'), 'SERIES_EMPTY');
      const refused: RefusedOccurrence[] = [];
      const fitting: Span[] = [];
      for (const o of occurrences) {
        try {
          await deps.probe(ctx, inputOf(input, o));
          fitting.push(o);
        } catch (error) {
          refused.push(refusalOf(error, o));
        }
      }
      const total = occurrences.length;
      if (input.mode === 'all' && refused.length) throw seriesRefused(said('series.notAll', { refused: refused.length, total }), refused);
      if (!fitting.length) throw seriesRefused(said('series.noneFits', { total }), refused);
      const seriesId = await deps.series.create({ userId: ctx.user.id, vehicleId: input.vehicleId, repeat: input.repeat, weeks: input.weeks });
      const created = await bookAll(ctx, input, seriesId, fitting, refused);
      if (!created.length) {
        await deps.series.remove(seriesId);
        throw seriesRefused(said(input.mode === 'all' ? 'series.notAll' : 'series.noneFits', { refused: refused.length, total }), refused);
      }
      // One notice for the series, not one an occurrence (each may be an e-mail or a text).
      await deps.notify([ctx.user.id], {
        type: 'booking_confirmation',
        text: 'series.booked',
        params: {
          vehicle: created[0]!.vehicleNumber,
          count: created.length,
          pending: created.filter((b) => b.status === 'pending').length,
          from: created[0]!.startTime,
        },
      });
      return { seriesId, created, refused };
    },

    /** Cancels the series' occurrences from `from` on (all not begun, when left out): its member's or an admin's. */
    async cancel(ctx: AuthContext, id: number, from: Date | undefined): Promise<{ cancelled: number }> {
      const series = await deps.series.find(id);
      if (!series || (series.userId !== ctx.user.id && !ctx.isAdmin)) throw notFound(said('series.notFound', { id: String(id) }));
      const at = now();
      const since = from && from > at ? from : at;
      const byAdmin = series.userId !== ctx.user.id;
      const cancelled: Booking[] = [];
      for (const { id: bookingId } of await deps.series.heldFrom(id, since)) {
        try {
          cancelled.push(await deps.cancel(ctx, bookingId, 'Series cancelled', { tellMember: !byAdmin }));
        } catch (error) {
          // Changed meanwhile (cancelled or begun): it is no longer the series' to cancel.
          if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
        }
      }
      // An admin's cancel is told to the member once, not once an occurrence (each of which may be an e-mail or a text).
      const [first] = cancelled;
      if (byAdmin && first)
        await deps.notify([series.userId], {
          type: 'booking_cancelled',
          text: 'series.cancelledByAdmin',
          params: { admin: ctx.user.name, vehicle: first.vehicleNumber, count: cancelled.length, from: first.startTime },
        });
      return { cancelled: cancelled.length };
    },
  };
}
export type SeriesService = ReturnType<typeof createSeriesService>;
