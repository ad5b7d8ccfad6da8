import type { WaitlistRepository, WaitlistRow, WaitlistRowWithNames } from './waitlist.repository.ts';
import type { Booking, CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import { WAITLIST_MAX_OPEN, WAITLIST_OFFER_MINUTES, type JoinWaitlistRequest, type WaitlistEntry } from '../../../contract/waitlist.contract.ts';
import type { AuthContext } from '../../auth-context.ts';
import { conflict, HttpError, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import type { UserRow } from '../users/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface WaitlistDeps {
  waitlist: WaitlistRepository;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  activeVehicles: () => Promise<VehicleRow[]>;
  findUser: (id: number) => Promise<UserRow | undefined>;
  /** Whether another booking holds the vehicle in the span (cheap: asked before every rule is). */
  isTaken: (vehicleId: number, start: Date, end: Date) => Promise<boolean>;
  /** The first refusal a booking would meet, thrown: the caller's own, and a waiting member's. */
  probe: (ctx: AuthContext, input: CreateBookingRequest) => Promise<void>;
  probeForMember: (member: UserRow, input: CreateBookingRequest) => Promise<void>;
  /** A booking of the caller through every rule (the engine: of two for one vehicle, one is made). */
  book: (ctx: AuthContext, input: CreateBookingRequest) => Promise<Booking>;
  notify: Notify;
  now?: () => Date;
}

const OFFER_MS = WAITLIST_OFFER_MINUTES * 60_000;
const isTakenRefusal = (error: unknown) => error instanceof HttpError && error.code === 'VEHICLE_TAKEN';
const overlaps = (a: { startTime: Date; endTime: Date }, b: { startTime: Date; endTime: Date }) => a.startTime < b.endTime && b.startTime < a.endTime;
const spanOf = (vehicleId: number, e: Pick<WaitlistRow, 'startTime' | 'endTime'>): CreateBookingRequest => ({
  vehicleId,
  startTime: e.startTime.toISOString(),
  endTime: e.endTime.toISOString(),
});

/**
 * The waitlist (docs/decisions/034). A member waits for a taken vehicle or a category; when one
 * frees, the first waiting member whose rules pass is offered it for WAITLIST_OFFER_MINUTES, then
 * the next. Accepting books through the engine, so two acceptances of one vehicle never both win.
 */
export function createWaitlistService(deps: WaitlistDeps) {
  const { waitlist, now = () => new Date() } = deps;

  async function toEntry(row: WaitlistRowWithNames): Promise<WaitlistEntry> {
    const offered = row.status === 'offered' && row.offeredVehicleId !== null && row.offerExpiresAt !== null;
    return {
      id: row.id,
      vehicleId: row.vehicleId,
      vehicleNumber: row.vehicleNumber,
      category: row.category,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      status: row.status,
      position: row.status === 'waiting' ? await waitlist.positionOf(row) : null,
      offer: offered ? { vehicleId: row.offeredVehicleId!, vehicleNumber: row.offeredVehicleNumber ?? '', expiresAt: row.offerExpiresAt!.toISOString() } : null,
      bookingId: row.bookingId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The vehicles a place waits for: its own, or the active ones of its category. */
  async function vehiclesFor(place: Pick<WaitlistRow, 'vehicleId' | 'category'>, fleet?: VehicleRow[]): Promise<VehicleRow[]> {
    if (place.vehicleId !== null) {
      const vehicle = await deps.findVehicle(place.vehicleId);
      return vehicle ? [vehicle] : [];
    }
    return (fleet ?? (await deps.activeVehicles())).filter((v) => v.category === place.category);
  }

  /** Joining is for a taken vehicle: one the member could book now is named instead; a refusal of their own rules is theirs. */
  async function assertWorthWaiting(ctx: AuthContext, candidates: VehicleRow[], place: Pick<WaitlistRow, 'startTime' | 'endTime'>) {
    let firstRefusal: unknown;
    let taken = false;
    for (const vehicle of candidates) {
      try {
        await deps.probe(ctx, spanOf(vehicle.id, place));
      } catch (error) {
        if (isTakenRefusal(error)) taken = true;
        else firstRefusal ??= error;
        continue;
      }
      throw conflict(said('waitlist.free', { vehicle: vehicle.vehicleNumber }), 'WAITLIST_NOT_NEEDED');
    }
    if (!taken) throw firstRefusal;
  }

  async function mine(ctx: AuthContext, id: number): Promise<WaitlistRowWithNames> {
    const row = await waitlist.find(id);
    if (!row || (row.userId !== ctx.user.id && !ctx.isAdmin)) throw notFound(said('waitlist.notFound', { id: String(id) }));
    return row;
  }

  /** The first waiting place whose member's rules pass on a free vehicle is offered it; a vehicle on offer is offered to nobody else. */
  async function offerFreed(): Promise<{ expired: number; offered: number }> {
    const at = now();
    const expired = (await waitlist.expire(at)).length;
    const [waiting, live, fleet] = await Promise.all([waitlist.waitingAhead(at), waitlist.liveOffers(at), deps.activeVehicles()]);
    const onOffer = live.map((o) => ({ vehicleId: o.offeredVehicleId!, startTime: o.startTime, endTime: o.endTime }));
    const members = new Map<number, UserRow | undefined>();
    let offered = 0;
    for (const place of waiting) {
      if (!members.has(place.userId)) members.set(place.userId, await deps.findUser(place.userId));
      const member = members.get(place.userId);
      if (!member?.isActive) continue;
      for (const vehicle of await vehiclesFor(place, fleet)) {
        if (onOffer.some((o) => o.vehicleId === vehicle.id && overlaps(o, place))) continue;
        if (await deps.isTaken(vehicle.id, place.startTime, place.endTime)) continue;
        const fits = await deps.probeForMember(member, spanOf(vehicle.id, place)).then(
          () => true,
          () => false,
        );
        if (!fits || !(await waitlist.offer(place.id, vehicle.id, new Date(at.getTime() + OFFER_MS)))) continue;
        onOffer.push({ vehicleId: vehicle.id, startTime: place.startTime, endTime: place.endTime });
        offered++;
        await deps.notify([member.id], {
          type: 'waitlist_offer',
          text: 'waitlist.offered',
          params: {
            waitlistId: place.id,
            vehicle: vehicle.vehicleNumber,
            start: place.startTime.toISOString(),
            end: place.endTime.toISOString(),
            minutes: WAITLIST_OFFER_MINUTES,
          },
        });
        break;
      }
    }
    return { expired, offered };
  }

  return {
    offerFreed,

    async join(ctx: AuthContext, input: JoinWaitlistRequest): Promise<WaitlistEntry> {
      const place = {
        userId: ctx.user.id,
        vehicleId: input.vehicleId ?? null,
        category: input.category ?? null,
        startTime: new Date(input.startTime),
        endTime: new Date(input.endTime),
      };
      if (place.startTime <= now()) throw conflict(said('waitlist.passed'), 'WAITLIST_PASSED');
      const candidates = await vehiclesFor(place);
      if (place.vehicleId !== null && !candidates.length) throw notFound(said('vehicle.notFound', { id: String(place.vehicleId) }));
      if (!candidates.length) throw conflict(said('waitlist.noVehicles', { category: place.category! }), 'WAITLIST_NO_VEHICLES');
      await assertWorthWaiting(ctx, candidates, place);
      const row = await waitlist.join(place);
      if (row === 'full') throw conflict(said('waitlist.full', { max: WAITLIST_MAX_OPEN }), 'WAITLIST_FULL');
      if (row === 'again') throw conflict(said('waitlist.again'), 'WAITLIST_ALREADY');
      return toEntry((await waitlist.find(row.id))!);
    },

    mine: async (ctx: AuthContext): Promise<WaitlistEntry[]> => Promise.all((await waitlist.ofUser(ctx.user.id)).map(toEntry)),

    /** Leaving, or declining an offer: the vehicle goes to the next in line at once. */
    async leave(ctx: AuthContext, id: number): Promise<void> {
      const row = await mine(ctx, id);
      if ((await waitlist.cancel(id)) && row.status === 'offered') await offerFreed();
    },

    async accept(ctx: AuthContext, id: number): Promise<Booking> {
      const row = await mine(ctx, id);
      if (row.userId !== ctx.user.id) throw notFound(said('waitlist.notFound', { id: String(id) }));
      if (row.status !== 'offered' || !row.offerExpiresAt || row.offerExpiresAt <= now() || row.offeredVehicleId === null)
        throw conflict(said('waitlist.offerGone', { minutes: WAITLIST_OFFER_MINUTES }), 'WAITLIST_OFFER_GONE');
      try {
        const booking = await deps.book(ctx, spanOf(row.offeredVehicleId, row));
        await waitlist.booked(id, booking.id);
        return booking;
      } catch (error) {
        if (isTakenRefusal(error)) await waitlist.backInLine(id);
        throw error;
      }
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
