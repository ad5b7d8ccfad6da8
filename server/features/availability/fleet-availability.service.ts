import type { FleetAvailabilityRepository } from './fleet-availability.repository.ts';
import type { AvailabilityEntry, BookingDiary, FleetOverview } from '../../../contract/availability.contract.ts';
import { isBookable, toVehicleSummary } from '../../../contract/vehicles.contract.ts';
import type { AuthContext } from '../../auth-context.ts';
import { addLocalDays, localDayBounds, localHoursOf, weekStartOf } from '../../time.ts';

interface Span {
  startTime: Date;
  endTime: Date;
}

const overlapMs = (a: Span, from: Date, to: Date) => Math.max(0, Math.min(a.endTime.getTime(), to.getTime()) - Math.max(a.startTime.getTime(), from.getTime()));

/** Members see their own name and purpose; other members' only admins see. */
const seesDetailsOf = (b: { userId: number }, viewer: AuthContext, admin: boolean) => admin || b.userId === viewer.user.id;
const nameFor = (b: { userId: number; userName: string | null }, viewer: AuthContext, admin: boolean) => (seesDetailsOf(b, viewer, admin) ? b.userName : null);
interface BlockingEvent extends Span {
  vehicleId: number | null;
  eventType: string;
}
/** Events of this type on this vehicle (an event without a vehicle is on all). */
const eventsOn = (events: BlockingEvent[], vehicleId: number, type: string) =>
  events.filter((e) => e.eventType === type && (e.vehicleId === null || e.vehicleId === vehicleId));
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00–${String((h + 1) % 24).padStart(2, '0')}:00`;
const PEAK_HOURS = 3;
const RECOMMENDED_SLOTS = 3;
const QUARTER_HOUR_MS = 15 * 60_000;

/** The first moment from `from` that no booking covers, or null when the day is full. */
function nextFree(spans: Span[], from: Date, dayEnd: Date): Date | null {
  let t = from.getTime();
  for (const s of [...spans].sort((a, b) => a.startTime.getTime() - b.startTime.getTime())) {
    if (s.startTime.getTime() <= t && s.endTime.getTime() > t) t = s.endTime.getTime();
  }
  return t < dayEnd.getTime() ? new Date(t) : null;
}

/**
 * A vehicle's state in the diary: out of service, then maintenance, then an emergency call (an
 * emergency calendar event in the view), then booked or available.
 */
function diaryStatus(
  v: { id: number; isActive: boolean; status: string },
  booked: boolean,
  events: BlockingEvent[],
): BookingDiary['vehicles'][number]['status'] {
  if (!v.isActive || v.status === 'out_of_service') return 'out_of_service';
  if (v.status === 'maintenance' || eventsOn(events, v.id, 'maintenance').length) return 'maintenance';
  if (eventsOn(events, v.id, 'emergency').length) return 'emergency';
  return booked ? 'booked' : 'available';
}

/** Booking availability of a day and the fleet overview (docs/spec/member-app.md 2–3, booking dialog). */
export function createFleetAvailabilityService(repository: FleetAvailabilityRepository, now: () => Date = () => new Date()) {
  /** Vehicles, holding bookings and blocking events of [first day, last day] in Jerusalem. */
  async function days(firstDate: string, lastDate: string) {
    const from = localDayBounds(firstDate).from;
    const to = localDayBounds(lastDate).to;
    const [vehicles, bookings, events] = await Promise.all([
      repository.vehicles(),
      repository.bookingsBetween(from, to),
      repository.blockingEventsBetween(from, to),
    ]);
    return { from, to, vehicles, bookings, events };
  }
  const day = (date: string) => days(date, date);

  return {
    async availability(ctx: AuthContext, date: string): Promise<AvailabilityEntry[]> {
      const { from, to, vehicles, bookings, events } = await day(date);
      const admin = ctx.isAdmin;
      const start = new Date(Math.max(from.getTime(), now().getTime()));
      return vehicles.map((v) => {
        const own = bookings.filter((b) => b.vehicleId === v.id);
        const held = own.reduce((ms, b) => ms + overlapMs(b, from, to), 0);
        return {
          ...toVehicleSummary(v),
          bookable: isBookable(v),
          utilizationToday: Math.round((held / (to.getTime() - from.getTime())) * 100),
          maintenanceScheduled: v.status === 'maintenance' || eventsOn(events, v.id, 'maintenance').length > 0,
          nextAvailable: isBookable(v) && start < to ? (nextFree(own, start, to)?.toISOString() ?? null) : null,
          conflictingBookings: own.map((b) => ({
            id: b.id,
            startTime: b.startTime.toISOString(),
            endTime: b.endTime.toISOString(),
            isEmergency: b.isEmergency,
            status: b.status,
            userName: nameFor(b, ctx, admin),
            mine: b.userId === ctx.user.id,
          })),
        };
      });
    },

    /** The Vehicle Availability Diary (docs/spec/admin-app.md 2.11): a day, or 7 days from Sunday. */
    async diary(ctx: AuthContext, date: string, view: 'day' | 'week', vehicleId?: number): Promise<BookingDiary> {
      const startDate = view === 'week' ? weekStartOf(date) : date;
      const dates = Array.from({ length: view === 'week' ? 7 : 1 }, (_, i) => addLocalDays(startDate, i));
      const all = await days(startDate, dates.at(-1)!);
      // With a vehicle filter, the tiles count that vehicle alone (fleet-wide events touch it too).
      const shown = (id: number | null) => vehicleId === undefined || id === null || id === vehicleId;
      const vehicles = all.vehicles.filter((v) => shown(v.id));
      const bookings = all.bookings.filter((b) => shown(b.vehicleId));
      const events = all.events.filter((e) => shown(e.vehicleId));
      const admin = ctx.isAdmin;
      const rows = vehicles.map((v) => {
        const own = bookings.filter((b) => b.vehicleId === v.id);
        const status = diaryStatus(v, own.length > 0, events);
        return {
          ...toVehicleSummary(v),
          status,
          bookings: own.map((b) => ({
            id: b.id,
            startTime: b.startTime.toISOString(),
            endTime: b.endTime.toISOString(),
            purpose: b.purpose,
            notes: seesDetailsOf(b, ctx, admin) ? b.notes : null,
            isEmergency: b.isEmergency,
            status: b.status,
            user: { name: nameFor(b, ctx, admin) },
            mine: b.userId === ctx.user.id,
          })),
          days: dates.map((d) => {
            const { from, to } = localDayBounds(d);
            const held = own.reduce((ms, b) => ms + overlapMs(b, from, to), 0);
            return {
              date: d,
              utilization: Math.round((held / (to.getTime() - from.getTime())) * 100),
              totalHours: Math.round((held / 3600_000) * 10) / 10,
              bookingIds: own.filter((b) => overlapMs(b, from, to) > 0).map((b) => b.id),
            };
          }),
        };
      });
      return {
        view,
        startDate,
        endDate: dates.at(-1)!,
        summary: {
          available: rows.filter((r) => r.status === 'available').length,
          // Bookings that hold a vehicle in the shown days (pending, confirmed or active).
          activeBookings: bookings.length,
          emergencyCalls: events.filter((e) => e.eventType === 'emergency').length,
          maintenance: rows.filter((r) => r.status === 'maintenance' || r.status === 'out_of_service').length,
        },
        vehicles: rows,
      };
    },

    async overview(date: string): Promise<FleetOverview> {
      const { vehicles, bookings, events } = await day(date);
      const at = now();
      const heldNow = new Set(bookings.filter((b) => b.startTime <= at && b.endTime > at).map((b) => b.vehicleId));
      const active = vehicles.filter((v) => v.isActive);
      const bookable = vehicles.filter(isBookable);
      const freeIn = (h: Date, end: Date) => {
        const busy = (id: number) =>
          bookings.some((b) => b.vehicleId === id && overlapMs(b, h, end) > 0) ||
          events.some((e) => (e.vehicleId === null || e.vehicleId === id) && overlapMs(e, h, end) > 0);
        return bookable.filter((v) => !busy(v.id)).length;
      };
      // The hour under way counts from the next quarter hour: a slot never starts in the past.
      const from = new Date(Math.ceil(at.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
      const hours = localHoursOf(date)
        .filter((h) => h.getTime() + 3600_000 > from.getTime())
        .map((h) => (h < from ? from : h));
      const windows: { start: Date; end: Date; free: number }[] = [];
      for (const h of hours) {
        const end = new Date(Math.ceil((h.getTime() + 1) / 3600_000) * 3600_000);
        const free = freeIn(h, end);
        const last = windows.at(-1);
        if (last && last.free === free && last.end.getTime() === h.getTime()) last.end = end;
        else windows.push({ start: h, end, free });
      }
      const total = bookable.length || 1;
      const recommendedSlots = windows
        .filter((w) => w.free > 0)
        .sort((a, b) => b.free - a.free || a.start.getTime() - b.start.getTime())
        .slice(0, RECOMMENDED_SLOTS)
        .map((w) => ({
          startTime: w.start.toISOString(),
          endTime: w.end.toISOString(),
          availableVehicles: w.free,
          confidence: w.free / total >= 2 / 3 ? ('high' as const) : w.free / total >= 1 / 3 ? ('medium' as const) : ('low' as const),
        }));
      return {
        totalVehicles: active.length,
        availableNow: bookable.filter((v) => !heldNow.has(v.id)).length,
        onCall: active.filter((v) => heldNow.has(v.id)).length,
        maintenance: vehicles.filter((v) => v.status === 'maintenance' || v.status === 'out_of_service').length,
        peakHours: (await repository.peakHours(at, PEAK_HOURS)).map(hourLabel),
        recommendedSlots,
      };
    },
  };
}
export type FleetAvailabilityService = ReturnType<typeof createFleetAvailabilityService>;
