import type { BookingsRepository } from './bookings.repository.ts';
import { toBooking } from './bookings.service.ts';
import type { CheckInRepository } from './check-in.repository.ts';
import type { Booking, CheckInRequest, NoShowRecord } from '../../../contract/bookings.contract.ts';
import { CHECK_IN_OPENS_MINUTES, CHECK_IN_RADIUS_METRES, type CheckInMethod } from '../../../contract/constants.ts';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Events, Tx } from '../../events.ts';
import { conflict, forbidden, notFound, said } from '../../http-errors.ts';
import { aboutBooking, type Notify } from '../../notify-port.ts';
import { sameSecret } from '../../same-secret.ts';
import type { VehicleRow } from '../vehicles/index.ts';

/** How many no-shows an admin sees listed. */
const LATEST_NO_SHOWS = 20;

export interface CheckInDeps {
  bookings: BookingsRepository;
  checkIns: CheckInRepository;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  /** How far a point is from the vehicle's last reported position, in metres; null when none is known. */
  metresFromVehicle: (vehicleId: number, latitude: number, longitude: number) => Promise<number | null>;
  settings: () => Pick<ServiceSettings, 'checkInGraceMinutes' | 'checkInNearVehicle'>;
  notify: Notify;
  adminIds: () => Promise<number[]>;
  events: Pick<Events, 'publish'>;
  now?: () => Date;
}

/**
 * Check-in and the release of no-shows (docs/decisions/029): a booking is checked in by its
 * start-of-shift check, by unlocking its vehicle, or by the Check in action from 15 minutes before
 * its start; nobody checked in `checkInGraceMinutes` after the start, it is released.
 */
export function createCheckInService(deps: CheckInDeps) {
  const now = deps.now ?? (() => new Date());

  /** With the setting on, a member proves they are at the vehicle: its QR code, or a position near its last one. */
  async function provePresence(vehicle: VehicleRow, proof: CheckInRequest) {
    if (proof.vehicleCode !== undefined) {
      if (!sameSecret(proof.vehicleCode, vehicle.checkInCode)) throw forbidden(said('checkIn.wrongCode', { vehicle: vehicle.vehicleNumber }));
      return;
    }
    if (proof.latitude === undefined || proof.longitude === undefined) throw conflict(said('checkIn.proofNeeded'), 'CHECK_IN_PROOF_NEEDED');
    const metres = await deps.metresFromVehicle(vehicle.id, proof.latitude, proof.longitude);
    if (metres === null) throw conflict(said('checkIn.positionUnknown', { vehicle: vehicle.vehicleNumber }), 'VEHICLE_POSITION_UNKNOWN');
    if (metres > CHECK_IN_RADIUS_METRES) {
      throw conflict(said('checkIn.tooFar', { vehicle: vehicle.vehicleNumber, metres: Math.round(metres), radius: CHECK_IN_RADIUS_METRES }), 'TOO_FAR');
    }
  }

  return {
    /** The Check in action: the booking's member (proving presence when the setting asks) or an admin. */
    async checkIn(ctx: AuthContext, id: number, proof: CheckInRequest): Promise<Booking> {
      const booking = await deps.bookings.findById(id);
      const mayCheckIn = booking && (booking.userId === ctx.user.id || ctx.isAdmin || (await deps.bookings.inCrew(id, ctx.user.id)));
      if (!booking || !mayCheckIn) throw notFound(said('booking.notFound', { id: String(id) }));
      if (booking.checkedInAt) return toBooking(booking);
      if (booking.status !== 'confirmed' && booking.status !== 'active') throw conflict(said('checkIn.notHeld', { status: booking.status }), 'NOT_HELD');
      const at = now();
      const opens = new Date(booking.startTime.getTime() - CHECK_IN_OPENS_MINUTES * 60_000);
      if (at < opens) throw conflict(said('checkIn.tooEarly', { minutes: CHECK_IN_OPENS_MINUTES, from: opens.toISOString() }), 'TOO_EARLY');
      if (at >= booking.endTime) throw conflict(said('checkIn.ended'), 'ENDED');
      // The booking's member or one of its crew: any of them there checks it in.
      const asMember = booking.userId === ctx.user.id || !ctx.isAdmin;
      if (asMember && deps.settings().checkInNearVehicle) {
        const vehicle = await deps.findVehicle(booking.vehicleId);
        if (vehicle) await provePresence(vehicle, proof);
      }
      const method: CheckInMethod = asMember ? 'action' : 'admin';
      if (!(await deps.checkIns.checkIn(id, at, method))) {
        const meanwhile = await deps.bookings.findById(id);
        if (!meanwhile?.checkedInAt) throw conflict(said('booking.changed'));
      }
      return toBooking((await deps.bookings.findById(id))!);
    },

    /** The member showed up another way (their check, unlocking the vehicle): on that change's transaction. */
    checkedInBy: (bookingId: number, method: CheckInMethod, tx: Tx) => deps.checkIns.checkIn(bookingId, now(), method, tx),

    /**
     * Every interval: releases the bookings nobody checked in within the grace, tells each member and
     * the admins, and frees the vehicles (`bookings.ended`), all in one transaction per run.
     */
    releaseNoShows: async (): Promise<{ released: number }> => {
      const minutes = deps.settings().checkInGraceMinutes;
      const admins = await deps.adminIds();
      const released = await deps.bookings.writing(async ({ within }) => {
        const rows = await deps.checkIns.releaseNoShows(now(), minutes, within);
        for (const b of rows) {
          const params = { ...aboutBooking(b), minutes, member: b.userName ?? 'A member' };
          await deps.notify([b.userId], { type: 'booking_cancelled', text: 'booking.noShow', params }, within);
          await deps.notify(admins, { type: 'system_update', text: 'booking.noShowAdmins', params }, within);
        }
        if (rows.length) {
          await deps.events.publish(within, 'bookings.ended', { vehicleIds: [...new Set(rows.map((b) => b.vehicleId))] });
          await deps.events.publish(within, 'bookings.released', { bookings: rows, why: 'noShow' });
        }
        return rows.length;
      });
      return { released };
    },

    noShowCounts: (userIds: number[]) => deps.checkIns.noShowCounts(userIds),

    /** A member's no-shows for admins: how many, and the latest 20. */
    async noShowsOf(admin: AuthContext, userId: number): Promise<NoShowRecord> {
      assertAdmin(admin);
      const [counts, latest] = await Promise.all([deps.checkIns.noShowCounts([userId]), deps.checkIns.latestNoShows(userId, LATEST_NO_SHOWS)]);
      const rows = await Promise.all(latest.map((r) => deps.bookings.findById(r.id)));
      return { count: counts.get(userId) ?? 0, latest: rows.flatMap((b) => (b ? [toBooking(b)] : [])) };
    },
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
