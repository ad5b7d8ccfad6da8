import {
  checkAllowedTypes,
  checkLicence,
  checkMonthlyHours,
  checkOwnOverlap,
  checkVehicleInService,
  checkWindow,
  checkWeekend,
  monthlyHourLimit,
  NOTHING_WAIVED,
  vehicleTaken,
  type Waived,
  type Window,
} from './booking-rules.ts';
import type { BookingRow, BookingsRepository, BookingWithNames, BookingWrites, MemberBookingWrites, NewBooking } from './bookings.repository.ts';
import type { Booking, CreateBookingRequest, HolidayConflict } from '../../../contract/bookings.contract.ts';
import { BLOCKING_STATUSES, type BookingStatus } from '../../../contract/constants.ts';
import { OVERRIDE_TYPES } from '../../../contract/overrides.contract.ts';
import type { ReservationStatusUpdate } from '../../../contract/reservations.contract.ts';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import { toVehicleSummary, type VehicleSummary } from '../../../contract/vehicles.contract.ts';
import { isSystem, type Actor } from '../../actor.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import type { Events, Tx } from '../../events.ts';
import { conflict, HttpError, notFound, said, type Said, overridable } from '../../http-errors.ts';
import { aboutBooking, type Notify } from '../../notify-port.ts';
import { holidayConflictReasonIn } from '../../texts/holiday-conflict.ts';
import { jerusalemMonths } from '../../time.ts';
import { restrictedPeriodsOverlapping } from '../hebrew-calendar/index.ts';
import type { UserRow } from '../users/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface BookingsDeps {
  bookings: BookingsRepository;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  /** The fleet's active vehicles (the vehicles feature), for the alternatives to a booking's vehicle. */
  activeVehicles: () => Promise<VehicleRow[]>;
  /** Writes in-app notifications (the notifications feature). */
  notify: Notify;
  adminIds: () => Promise<number[]>;
  findUser: (id: number) => Promise<UserRow | undefined>;
  /** Calendar events and availability rules (the availability feature); throws 409. */
  checkCalendar: (vehicle: { id: number; vehicleNumber: string }, w: Window) => Promise<void>;
  /** The vehicle's maintenance programmes (the maintenance feature): throws 409 while a service is overdue or falls due before the end. */
  checkService: (vehicle: VehicleRow, w: Window) => Promise<void>;
  /** The service settings (the settings feature): limits, restricted periods, licence rule. */
  settings: () => ServiceSettings;
  /** States `booking.confirmed` and `bookings.ended` on the booking's transaction (the immobilizer hears them). */
  events: Pick<Events, 'publish'>;
  /** A booking an admin made for a member is audited (the audit feature). */
  recordChange: RecordChange;
  /** The booker's crew seat: the one named or the first they qualify for; throws the credential refusal (the crew feature). */
  bookerSeat: (vehicle: VehicleRow, member: UserRow, named: string | undefined, end: Date, waived: Waived) => Promise<string>;
  now?: () => Date;
}

/** What an admin's waiver lifts when booking for a member (docs/decisions/030); the vehicle's own rules stay. */
const MEMBER_RULES_WAIVED: Waived = new Set(OVERRIDE_TYPES);

/** How a booking came to be: the member's own, an approved override, or an admin's for the member (with or without a waiver). */
interface Approval {
  waived: Waived;
  by: number | null;
  /** The admin who booked for the member, and whether the member's hours and user types were waived too. */
  bookedBy?: { name: string; rulesWaived: boolean };
}

export function toBooking(row: BookingWithNames): Booking {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    vehicleNumber: row.vehicleNumber,
    userId: row.userId,
    userName: row.userName,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    notes: row.notes,
    purpose: row.purpose,
    isEmergency: row.isEmergency,
    status: row.status,
    holidayConflictReason: row.holidayConflictReason,
    holidayConflict: row.holidayConflict,
    agreementSigned: row.agreementSigned,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
    vehicleWithdrawn: row.vehicleWithdrawn,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkInMethod: row.checkInMethod,
    seriesId: row.seriesId,
  };
}

/** Whether a check lets it through (a check refuses by throwing). */
function passes(check: () => void): boolean {
  try {
    check();
    return true;
  } catch {
    return false;
  }
}

/** Tries of a booking write that PostgreSQL chose as a deadlock's victim (see guarded). */
const WRITE_ATTEMPTS = 5;

/**
 * Why a window needs an admin's approval, or null (docs/architecture.md restricted periods); when the
 * settings close restricted periods, a refusal that an override request may lift (docs/decisions/017).
 */
function holidayConflictOf(w: Window, settings: ServiceSettings, waived: Waived): HolidayConflict | null {
  const [period] = restrictedPeriodsOverlapping(w.start, w.end, { hoursBefore: settings.restrictedHoursBefore, hoursAfter: settings.restrictedHoursAfter });
  if (!period) return null;
  const type = period.name === 'Shabbat' ? 'shabbat' : 'holiday';
  if (waived.has(type)) return null;
  if (settings.restrictedPeriodPolicy === 'refuse') {
    throw overridable(
      409,
      said('booking.periodClosed', { period: period.name, 'period.he': period.hebrewName, from: period.start.toISOString(), until: period.end.toISOString() }),
      type,
    );
  }
  return { period: period.name, periodHe: period.hebrewName, from: period.start.toISOString(), until: period.end.toISOString() };
}

/** A booking's status and its reason to wait, as written: pending with the reason, else confirmed. */
const approvalState = (holiday: HolidayConflict | null) =>
  ({ status: holiday ? 'pending' : 'confirmed', holidayConflictReason: holiday && holidayConflictReasonIn('en', holiday), holidayConflict: holiday }) as const;

/** Why a reservation cannot take this status now, so that the lifecycle job never undoes an admin's choice. */
function statusRefusal(status: BookingStatus, b: { startTime: Date; endTime: Date }, at: Date): Said | undefined {
  if ((status === 'pending' || status === 'confirmed') && b.endTime <= at) return said('booking.endedCannotBe', { status });
  if (status === 'active' && (b.startTime > at || b.endTime <= at)) return said('booking.activeOnlyDuring');
  if (status === 'completed' && b.startTime > at) return said('booking.completeBeforeStart');
  return undefined;
}

/** A booking its member may hand over: held or waiting for approval, and not begun. */
const HANDABLE = new Set<BookingStatus>(['pending', 'confirmed']);
/** A refusal for a taken vehicle offers at most this many others. */
const MAX_ALTERNATIVES = 5;

export function createBookingsService(deps: BookingsDeps) {
  const { bookings, notify } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The rules of the booking issue that need no lock, in the order a person would want to hear
   * them; the member's own rules (types, licence) are the booking owner's, admins pass the
   * types. Hours and own overlap follow under the member's lock (writeAsMember).
   */
  async function checkAll(byAdmin: boolean, owner: UserRow, vehicleId: number, w: Window, waived: Waived) {
    checkWindow(w, now(), deps.settings(), waived);
    const vehicle = await deps.findVehicle(vehicleId);
    if (!vehicle) throw conflict(said('vehicle.missing', { id: String(vehicleId) }));
    return checkVehicle(byAdmin, owner, vehicle, w, waived);
  }

  /** The rules of this vehicle for this member and window (the window itself already checked). */
  async function checkVehicle(byAdmin: boolean, owner: UserRow, vehicle: VehicleRow, w: Window, waived: Waived) {
    const settings = deps.settings();
    checkVehicleInService(vehicle);
    checkAllowedTypes(vehicle, owner, byAdmin);
    checkLicence(owner, w.end, settings, waived);
    checkWeekend(w, settings, waived);
    await deps.checkCalendar(vehicle, w);
    await deps.checkService(vehicle, w);
    return { vehicle, holiday: holidayConflictOf(w, settings, waived) };
  }

  /**
   * Writes a booking of `owner`: the owner's monthly hours and own overlap are checked and the
   * row written in one transaction under the owner's lock and the vehicle's, so simultaneous
   * requests of one member cannot all pass the same check and writes of one vehicle queue. The
   * exclusion constraint is the last word on double booking: a writer outside those locks can
   * still meet ours in a wait cycle, which PostgreSQL breaks by failing one transaction; it is
   * run again whole, and then meets the winner's row (or the way is free). `insert`: a new
   * booking of `owner`, of `vehicleId` for `w`, written in the round trip of the locks.
   */
  async function writeAsMember<T>(
    owner: UserRow,
    vehicleId: number,
    w: Window,
    exceptId: number | undefined,
    write: (repository: MemberBookingWrites) => Promise<T>,
    { hoursWaived = false, insert }: { hoursWaived?: boolean; insert?: NewBooking } = {},
  ): Promise<T> {
    const checked = async (repository: MemberBookingWrites) => {
      if (!hoursWaived) await checkMonthlyHours(repository, owner, w, deps.settings(), exceptId);
      await checkOwnOverlap(repository, owner.id, w, exceptId);
      return write(repository);
    };
    for (let attempt = 1; ; attempt++) {
      try {
        return await (insert
          ? bookings.insertAsMember(insert, hoursWaived ? null : monthlyHourLimit(owner, deps.settings()), checked)
          : bookings.asMember(owner.id, vehicleId, w, exceptId, checked));
      } catch (error) {
        const code = pgErrorCode(error);
        if (code === DEADLOCK_DETECTED && attempt < WRITE_ATTEMPTS) continue;
        if (code !== EXCLUSION_VIOLATION) throw error;
        const taken = await bookings.findVehicleConflict(vehicleId, w.start, w.end, exceptId);
        throw taken ? vehicleTaken(taken) : conflict(said('booking.justTaken'), 'VEHICLE_TAKEN');
      }
    }
  }

  /**
   * The notices of a booking written or moved, on its own transaction (`within`): they exist
   * exactly when the booking does. `admins` is read before the transaction opens.
   */
  async function announce(
    row: BookingWithNames,
    vehicle: VehicleRow,
    admins: number[],
    within: BookingWrites['within'],
    bookedBy?: string,
    tellMember = true,
  ): Promise<void> {
    const about = aboutBooking(row);
    if (bookedBy !== undefined) {
      await notify([row.userId], { type: 'booking_created', text: 'booking.bookedForYou', params: { ...about, admin: bookedBy, status: row.status } }, within);
    }
    if (row.status === 'pending') {
      if (bookedBy === undefined && tellMember) await notify([row.userId], { type: 'booking_created', text: 'booking.pending', params: about }, within);
      await notify(
        admins,
        {
          type: 'admin_approval',
          text: 'booking.needsApproval',
          params: {
            ...about,
            member: row.userName ?? 'A member',
            reason: row.holidayConflictReason ?? '',
            ...(row.holidayConflict && { 'reason.he': holidayConflictReasonIn('he', row.holidayConflict) }),
          },
        },
        within,
      );
    } else {
      if (bookedBy === undefined && tellMember) await notify([row.userId], { type: 'booking_confirmation', text: 'booking.confirmed', params: about }, within);
      await deps.events.publish(within, 'booking.confirmed', {
        booking: row,
        immobilizerEnabled: vehicle.immobilizerEnabled,
        vehicleCategory: vehicle.category,
      });
    }
  }

  /** The booking if the caller may manage it (owner, admin, or the service itself); others get 404. */
  async function manageable(actor: Actor, id: number): Promise<BookingWithNames> {
    const row = await bookings.findById(id);
    const allowed = isSystem(actor) || row?.userId === actor.user.id || actor.isAdmin;
    if (!row || !allowed) throw notFound(said('booking.notFound', { id: String(id) }));
    return row;
  }

  const reload = async (row: BookingRow) => (await bookings.findById(row.id))!;

  /** `tellMember: false` when the caller tells the member once for many (a series cancelled by an admin). */
  async function cancelBooking(ctx: AuthContext, id: number, reason: string | undefined, tellMember = true): Promise<BookingWithNames> {
    const existing = await manageable(ctx, id);
    if (!BLOCKING_STATUSES.includes(existing.status)) {
      throw conflict(said('booking.already', { status: existing.status }));
    }
    const row = await bookings.writing(async (repository) => {
      const cancelled = await repository.update(id, { status: 'cancelled', cancellationReason: reason?.trim() || null }, BLOCKING_STATUSES);
      if (cancelled) await deps.events.publish(repository.within, 'bookings.released', { bookings: [existing], why: 'cancelled' });
      if (cancelled && tellMember && existing.userId !== ctx.user.id) {
        await notify(
          [existing.userId],
          { type: 'booking_cancelled', text: 'booking.cancelledByAdmin', params: { ...aboutBooking(existing), reason: reason?.trim() ?? '' } },
          repository.within,
        );
      }
      return cancelled;
    });
    if (!row) throw conflict(said('booking.changed'));
    return reload(row);
  }

  /** The vehicles of the taken one's category that `owner` may book for the span (every rule passes now), at most five. */
  async function alternativesTo(owner: UserRow, byAdmin: boolean, takenId: number, w: Window) {
    const taken = await deps.findVehicle(takenId);
    const found: { id: number; vehicleNumber: string; category: string }[] = [];
    for (const vehicle of await deps.activeVehicles()) {
      if (found.length >= MAX_ALTERNATIVES || vehicle.id === takenId || vehicle.category !== taken?.category) continue;
      const fits = await checkVehicle(byAdmin, owner, vehicle, w, NOTHING_WAIVED)
        .then(async () => !(await bookings.findVehicleConflict(vehicle.id, w.start, w.end)))
        .catch(() => false);
      if (fits) found.push({ id: vehicle.id, vehicleNumber: vehicle.vehicleNumber, category: vehicle.category });
    }
    return found;
  }

  /** A booking of `owner`, through every booking rule but those `approval` waives. */
  async function book(owner: UserRow, byAdmin: boolean, input: CreateBookingRequest, approval?: Approval, seriesId?: number): Promise<Booking> {
    const w = { start: new Date(input.startTime), end: new Date(input.endTime) };
    const rulesWaived = approval?.bookedBy?.rulesWaived ?? false;
    const waived = approval?.waived ?? NOTHING_WAIVED;
    const { vehicle, holiday } = await checkAll(byAdmin || rulesWaived, owner, input.vehicleId, w, waived);
    const seat = await deps.bookerSeat(vehicle, owner, input.seat, w.end, waived);
    const admins = holiday ? await deps.adminIds() : [];
    const insert: NewBooking = {
      userId: owner.id,
      vehicleId: input.vehicleId,
      startTime: w.start,
      endTime: w.end,
      notes: input.notes?.trim() || null,
      purpose: input.purpose ?? null,
      isEmergency: input.isEmergency ?? false,
      ...approvalState(holiday),
      approvedBy: approval?.by ?? null,
      seat,
      seriesId: seriesId ?? null,
    };
    const row = await writeAsMember(
      owner,
      input.vehicleId,
      w,
      undefined,
      async (repository) => {
        const inserted = await repository.inserted();
        await announce(
          { ...inserted, vehicleNumber: vehicle.vehicleNumber, userName: owner.name },
          vehicle,
          admins,
          repository.within,
          approval?.bookedBy?.name,
          // A series' member is told once for all its occurrences (series.service).
          seriesId === undefined,
        );
        return inserted;
      },
      { hoursWaived: rulesWaived, insert },
    );
    return toBooking({ ...row, vehicleNumber: vehicle.vehicleNumber, userName: owner.name });
  }

  /** An admin's booking for a member: the member's rules checked, or waived for a reason; audited either way. */
  async function bookFor(admin: AuthContext, input: CreateBookingRequest & { forUserId: number }): Promise<Booking> {
    assertAdmin(admin);
    const member = await deps.findUser(input.forUserId);
    if (!member) throw notFound(said('user.notFound', { id: String(input.forUserId) }));
    if (!member.isActive) throw conflict(said('booking.forInactive', { member: member.name }), 'USER_INACTIVE');
    const reason = input.waiverReason;
    const approval: Approval = {
      waived: reason ? MEMBER_RULES_WAIVED : NOTHING_WAIVED,
      by: reason ? admin.user.id : null,
      bookedBy: { name: admin.user.name, rulesWaived: reason !== undefined },
    };
    const booking = await book(member, false, input, approval);
    await deps.recordChange(admin, {
      entity: 'reservation',
      entityId: booking.id,
      action: 'create',
      after: {
        forUserId: member.id,
        member: member.name,
        vehicle: booking.vehicleNumber,
        startTime: booking.startTime,
        endTime: booking.endTime,
        waiverReason: reason ?? null,
      },
    });
    return booking;
  }

  /** The first refusal a booking of `owner` would meet (thrown), their own rules and the vehicle's other bookings included. */
  async function probeAs(owner: UserRow, byAdmin: boolean, input: CreateBookingRequest, waived: Waived): Promise<void> {
    const w = { start: new Date(input.startTime), end: new Date(input.endTime) };
    await checkAll(byAdmin, owner, input.vehicleId, w, waived);
    await checkMonthlyHours(bookings, owner, w, deps.settings());
    await checkOwnOverlap(bookings, owner.id, w);
    const taken = await bookings.findVehicleConflict(input.vehicleId, w.start, w.end);
    if (taken) throw vehicleTaken(taken);
  }

  /** A booking that may still be handed over: its member's, held or waiting, not begun. */
  async function handable(id: number, fromUserId: number): Promise<BookingWithNames> {
    const existing = await bookings.findById(id);
    if (!existing || existing.userId !== fromUserId) throw conflict(said('handover.stale'), 'HANDOVER_STALE');
    if (!HANDABLE.has(existing.status) || existing.startTime <= now()) throw conflict(said('handover.begun'), 'HANDOVER_BEGUN');
    return existing;
  }

  /** Every rule of the receiver's own booking of it, this one aside: the first refusal is thrown. */
  async function checkReceiver(existing: BookingWithNames, receiver: UserRow) {
    if (await bookings.inCrew(existing.id, receiver.id)) throw conflict(said('handover.inCrew', { member: receiver.name }), 'HANDOVER_IN_CREW');
    const w = { start: existing.startTime, end: existing.endTime };
    const { vehicle } = await checkAll(false, receiver, existing.vehicleId, w, NOTHING_WAIVED);
    const seat = await deps.bookerSeat(vehicle, receiver, existing.seat ?? undefined, w.end, NOTHING_WAIVED);
    await checkMonthlyHours(bookings, receiver, w, deps.settings(), existing.id);
    await checkOwnOverlap(bookings, receiver.id, w, existing.id);
    return { w, seat };
  }

  return {
    /** A booking of the caller (an admin books any vehicle; a member those of their user types). */
    create: async (ctx: AuthContext, input: CreateBookingRequest): Promise<Booking> => {
      const { forUserId } = input;
      if (forUserId !== undefined && (forUserId !== ctx.user.id || input.waiverReason !== undefined)) return bookFor(ctx, { ...input, forUserId });
      try {
        return await book(ctx.user, ctx.isAdmin, input);
      } catch (error) {
        if (!(error instanceof HttpError) || error.code !== 'VEHICLE_TAKEN') throw error;
        const w = { start: new Date(input.startTime), end: new Date(input.endTime) };
        const alternatives = await alternativesTo(ctx.user, ctx.isAdmin, input.vehicleId, w);
        throw new HttpError(error.statusCode, error.said ?? error.message, error.code, undefined, { alternatives });
      }
    },

    /**
     * A member's booking the service makes for them: the override request an admin approved. The
     * refusals it names are waived and the admin is its approver; the member's own rules still hold.
     */
    bookForMember: (member: UserRow, input: CreateBookingRequest, approval: Approval): Promise<Booking> => book(member, false, input, approval),

    /** One occurrence of the caller's series, through every rule of their own booking. */
    bookOccurrence: (ctx: AuthContext, input: CreateBookingRequest, seriesId: number): Promise<Booking> =>
      book(ctx.user, ctx.isAdmin, input, undefined, seriesId),

    /** Runs a crew seat's `write` under the member's lock once their monthly hours and own overlaps allow the booking's span. */
    joinAsCrew: <T>(member: UserRow, booking: BookingWithNames, write: (tx: Tx) => Promise<T>): Promise<T> =>
      writeAsMember(member, booking.vehicleId, { start: booking.startTime, end: booking.endTime }, booking.id, (repository) => write(repository.within)),

    /** A new span, or another vehicle for the same span (one whose vehicle was taken away): through every booking rule. */
    async reschedule(ctx: AuthContext, id: number, input: { startTime: string; endTime: string; vehicleId?: number | undefined }): Promise<Booking> {
      const existing = await manageable(ctx, id);
      if (existing.status !== 'pending' && existing.status !== 'confirmed') {
        throw conflict(said('booking.notReschedulable', { status: existing.status }));
      }
      const w = { start: new Date(input.startTime), end: new Date(input.endTime) };
      const vehicleId = input.vehicleId ?? existing.vehicleId;
      const owner = existing.userId === ctx.user.id ? ctx.user : await deps.findUser(existing.userId);
      if (!owner) throw notFound(said('booking.notFound', { id: String(id) }));
      const { holiday, vehicle } = await checkAll(ctx.isAdmin, owner, vehicleId, w, NOTHING_WAIVED);
      const admins = holiday ? await deps.adminIds() : [];
      const moving = vehicleId !== existing.vehicleId ? { vehicleId, vehicleWithdrawn: null } : {};
      const row = await writeAsMember(owner, vehicleId, w, id, async (repository) => {
        const moved = await repository.update(id, { startTime: w.start, endTime: w.end, ...moving, ...approvalState(holiday) }, ['pending', 'confirmed']);
        if (!moved) return moved;
        await announce({ ...moved, vehicleNumber: vehicle.vehicleNumber, userName: owner.name }, vehicle, admins, repository.within);
        const same = existing.vehicleId === vehicleId && +existing.startTime === +w.start && +existing.endTime === +w.end;
        if (!same)
          await deps.events.publish(repository.within, 'booking.rescheduled', {
            booking: { ...moved, vehicleNumber: vehicle.vehicleNumber },
            before: { vehicleNumber: existing.vehicleNumber, startTime: existing.startTime, endTime: existing.endTime },
          });
        return moved;
      });
      if (!row) throw conflict(said('booking.changed'));
      return toBooking(await reload(row));
    },

    /** The vehicles the booking's member may take instead for the same span: each passes every booking rule now. */
    async alternatives(ctx: AuthContext, id: number): Promise<VehicleSummary[]> {
      const existing = await manageable(ctx, id);
      const owner = existing.userId === ctx.user.id ? ctx.user : await deps.findUser(existing.userId);
      if (!owner) throw notFound(said('booking.notFound', { id: String(id) }));
      const w = { start: existing.startTime, end: existing.endTime };
      // A span no booking may have (it began, say) has no alternative either.
      if (!passes(() => checkWindow(w, now(), deps.settings(), NOTHING_WAIVED))) return [];
      const free: VehicleSummary[] = [];
      for (const vehicle of await deps.activeVehicles()) {
        if (vehicle.id === existing.vehicleId) continue;
        const fits = await checkVehicle(ctx.isAdmin, owner, vehicle, w, NOTHING_WAIVED)
          .then(async () => !(await bookings.findVehicleConflict(vehicle.id, w.start, w.end)))
          .catch(() => false);
        if (fits) free.push(toVehicleSummary(vehicle));
      }
      return free;
    },

    cancel: async (ctx: AuthContext, id: number, reason: string | undefined, { tellMember = true } = {}): Promise<Booking> =>
      toBooking(await cancelBooking(ctx, id, reason, tellMember)),

    /**
     * An admin sets a reservation's status (docs/spec/admin-app.md 4: any status directly), within what
     * the lifecycle job keeps true: held (pending, confirmed) only before its end, active only in its
     * time, completed only once it began. Holding the vehicle again runs the booking rules (hours,
     * overlaps, the exclusion constraint); cancelling is the cancel above; the member is told.
     */
    setStatus: async (admin: AuthContext, id: number, { status, reason }: ReservationStatusUpdate): Promise<BookingWithNames> => {
      assertAdmin(admin);
      const existing = await manageable(admin, id);
      if (existing.status === status) return existing;
      if (status === 'cancelled') return cancelBooking(admin, id, reason);
      const at = now();
      const refusal = statusRefusal(status, existing, at);
      if (refusal) throw conflict(refusal, 'STATUS_NOT_NOW');
      const changes = { status, ...(status === 'confirmed' && existing.status === 'pending' ? { approvedBy: admin.user.id } : {}) };
      const held = BLOCKING_STATUSES.includes(existing.status);
      const owner = held ? undefined : await deps.findUser(existing.userId);
      // The status and the member's notice are one transaction.
      const setStatus = async (repository: BookingWrites) => {
        const changed = await repository.update(id, changes, [existing.status]);
        if (!changed) return changed;
        await notify([existing.userId], { type: 'system_update', text: 'booking.statusSet', params: { ...aboutBooking(existing), status } }, repository.within);
        const holdsNow = (status === 'confirmed' || status === 'active') && existing.status !== 'confirmed' && existing.status !== 'active';
        if (holdsNow) await deps.events.publish(repository.within, 'booking.confirmed', { booking: { ...changed, vehicleNumber: existing.vehicleNumber } });
        if (status === 'completed') await deps.events.publish(repository.within, 'bookings.ended', { vehicleIds: [existing.vehicleId] });
        return changed;
      };
      const row = owner
        ? await writeAsMember(owner, existing.vehicleId, { start: existing.startTime, end: existing.endTime }, id, setStatus)
        : await bookings.writing(setStatus);
      if (!row) throw conflict(said('booking.changed'));
      return reload(row);
    },

    /**
     * The vehicle given back: an active booking (or a confirmed one that has begun) is completed
     * at this moment, so the vehicle is free from now on. A booking already completed stays so.
     */
    async endOnReturn(ctx: AuthContext, id: number): Promise<Booking> {
      const existing = await manageable(ctx, id);
      if (existing.status === 'completed') return toBooking(existing);
      const at = now();
      const begun = existing.startTime <= at;
      if (!begun || (existing.status !== 'active' && existing.status !== 'confirmed')) throw conflict(said('documents.notBegun'), 'NOT_BEGUN');
      const changes = { status: 'completed' as const, endTime: existing.endTime < at ? existing.endTime : at };
      const row = await bookings.writing(async (repository) => {
        const ended = await repository.update(id, changes, [existing.status]);
        if (ended) await deps.events.publish(repository.within, 'bookings.ended', { vehicleIds: [existing.vehicleId] });
        return ended;
      });
      if (!row) throw conflict(said('booking.changed'));
      return toBooking(await reload(row));
    },

    /**
     * What a booking of the caller would meet, without writing it: the first refusal (thrown), the
     * member's own rules (hours, own overlap) and the vehicle's other bookings included.
     */
    probe: (ctx: AuthContext, input: CreateBookingRequest, waived: Waived): Promise<void> => probeAs(ctx.user, ctx.isAdmin, input, waived),

    /** What a member's own booking would meet (the waitlist asks before offering them a vehicle). */
    probeForMember: (member: UserRow, input: CreateBookingRequest): Promise<void> => probeAs(member, false, input, NOTHING_WAIVED),

    /** Whether the booking may go from its member to the receiver now: the first refusal thrown (docs/decisions/035). */
    async checkHandover(id: number, fromUserId: number, receiver: UserRow): Promise<void> {
      await checkReceiver(await handable(id, fromUserId), receiver);
    },

    /**
     * The booking made the receiver's (docs/decisions/035): their every rule checked again, under
     * their lock; they take the giver's seat, sign their own agreement, and the series stays behind.
     * `alsoWrite` records the handover on the same transaction; the immobilizer hears `booking.handedOver`.
     */
    async handOver(id: number, fromUserId: number, receiver: UserRow, alsoWrite: (tx: Tx) => Promise<void>): Promise<Booking> {
      const existing = await handable(id, fromUserId);
      const { w, seat } = await checkReceiver(existing, receiver);
      const row = await writeAsMember(receiver, existing.vehicleId, w, id, async (repository) => {
        const moved = await repository.update(id, { userId: receiver.id, seat, agreementSigned: false, seriesId: null }, [existing.status]);
        if (!moved) return moved;
        await alsoWrite(repository.within);
        await deps.events.publish(repository.within, 'booking.handedOver', {
          booking: { ...moved, vehicleNumber: existing.vehicleNumber },
          fromUserId,
          fromName: existing.userName ?? '',
          toUserId: receiver.id,
          toName: receiver.name,
        });
        const about = aboutBooking(existing);
        await notify([fromUserId], { type: 'shift_handover', text: 'handover.done', params: { ...about, member: receiver.name } }, repository.within);
        await notify(
          [receiver.id],
          { type: 'shift_handover', text: 'handover.yours', params: { ...about, member: existing.userName ?? '' } },
          repository.within,
        );
        return moved;
      });
      if (!row) throw conflict(said('booking.changed'));
      return toBooking(await reload(row));
    },

    /** One booking, for its owner, an admin or the service; anyone else gets 404. */
    get: async (actor: Actor, id: number): Promise<Booking> => toBooking(await manageable(actor, id)),

    /**
     * The booking for its booker, a member in one of its seats, an admin or the service itself
     * (others get 404), and whether the caller is one of its crew (the booker or in a seat).
     */
    async ofCrew(actor: Actor, id: number): Promise<{ booking: Booking; isCrew: boolean }> {
      const row = await bookings.findById(id);
      if (!row) throw notFound(said('booking.notFound', { id: String(id) }));
      const isCrew = !isSystem(actor) && (row.userId === actor.user.id || (await bookings.inCrew(id, actor.user.id)));
      if (!isCrew && !isSystem(actor) && !actor.isAdmin) throw notFound(said('booking.notFound', { id: String(id) }));
      return { booking: toBooking(row), isCrew };
    },

    /** A member's bookings from 30 days back, for their calendar subscription. */
    feedOf: async (userId: number): Promise<Booking[]> => (await bookings.listForFeed(userId, new Date(now().getTime() - 30 * 86_400_000))).map(toBooking),

    async active(ctx: AuthContext): Promise<Booking[]> {
      return (await bookings.listActiveOfUser(ctx.user.id)).map(toBooking);
    },

    async mine(ctx: AuthContext, page: number, pageSize: number) {
      const { items, total } = await bookings.pageOfUser(ctx.user.id, page, pageSize);
      return { items: items.map(toBooking), page, pageSize, total };
    },

    /** Runs once per booking across instances: the UPDATE that completes a booking returns it to one caller only. */
    advanceLifecycle: async () => {
      const { activated, completed, completedVehicleIds } = await bookings.advanceLifecycle();
      if (completedVehicleIds.length) await deps.events.publish(bookings.within, 'bookings.ended', { vehicleIds: completedVehicleIds });
      return { activated, completed };
    },

    /** The dashboard band (docs/spec/member-app.md 2). */
    /** The member's figures of the dashboard: bookings held now, hours this month, vehicles free now. */
    async memberFigures(ctx: AuthContext) {
      const [month] = jerusalemMonths(now(), new Date(now().getTime() + 1));
      const [activeBookings, hours, availableVehicles] = await Promise.all([
        bookings.countActiveOfUser(ctx.user.id),
        bookings.bookedHours(ctx.user.id, month![0], month![1]),
        bookings.countAvailableNow(),
      ]);
      return { activeBookings, hoursThisMonth: Math.round(hours * 10) / 10, availableVehicles };
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
