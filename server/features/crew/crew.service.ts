import type { CrewRepository, CrewRow } from './crew.repository.ts';
import { checkSeat, ONE_SEAT, type HeldCredential, type TypeNames } from './seat-rules.ts';
import type { VehicleCategory } from '../../../contract/constants.ts';
import type { CategorySeats, Crew, CrewAlerts, CrewCandidate, SeatDefinition } from '../../../contract/crew.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import type { DomainEvents, Publish, Tx } from '../../events.ts';
import { conflict, forbidden, HttpError, notFound, said } from '../../http-errors.ts';
import { aboutBooking, type Notify } from '../../notify-port.ts';
import { NOTHING_WAIVED, type BookingWithNames, type Waived } from '../bookings/index.ts';
import type { UserRow } from '../users/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface CrewDeps {
  repository: CrewRepository;
  findBooking: (id: number) => Promise<BookingWithNames | undefined>;
  /** Held bookings overlapping [from, to), soonest first (the bookings feature). */
  holdingBetween: (from: Date, to: Date) => Promise<BookingWithNames[]>;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  findUser: (id: number) => Promise<UserRow | undefined>;
  /** Members' credentials, by member, and the names of credential types (the credentials feature). */
  credentialsOf: (userIds: number[]) => Promise<Map<number, HeldCredential[]>>;
  typeNames: () => Promise<TypeNames>;
  /** Who of each booking's crew signed its agreement (the agreements feature). */
  signersOf: (bookingIds: number[]) => Promise<{ bookingId: number; userId: number }[]>;
  /** Runs `write` under the member's booking lock once their hours and own overlaps allow the booking's span (the bookings feature). */
  joinAsCrew: <T>(member: UserRow, booking: BookingWithNames, write: (tx: Tx) => Promise<T>) => Promise<T>;
  notify: Notify;
  recordChange: RecordChange;
  /** The immobilizer code goes to the whole crew rather than only to the driver seat (a setting). */
  codeToWholeCrew: () => boolean;
  publish: Publish;
  now?: () => Date;
}

/** What the seat rules read of a member. */
type Member = Parameters<typeof checkSeat>[1];

const HELD = new Set(['pending', 'confirmed', 'active']);
/** Admins see the crews that are not complete this far ahead. */
const INCOMPLETE_AHEAD_MS = 48 * 3_600_000;
/** The seat that drives: the one keyed so, else a category's first. */
const DRIVER_SEAT = 'driver';
/** A booker looking for a member sees at most this many, found among this many of that name. */
const CANDIDATES_SHOWN = 20;
const CANDIDATES_READ = 500;
/** At most this many members are told of one open seat. */
const OPEN_SEAT_AUDIENCE = 50;

/** Crews (docs/decisions/031): the seats of a category, a booking's crew, joining, inviting, leaving. */
export function createCrewService(deps: CrewDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function seatsOf(category: string): Promise<{ seats: SeatDefinition[]; defined: boolean }> {
    const seats = await repository.seatsOf(category);
    return seats ? { seats, defined: true } : { seats: ONE_SEAT, defined: false };
  }

  /**
   * Each booking with its vehicle, its category's seats and its crew: one read of crews, one of each
   * vehicle and category; who signed its agreement only for a view that shows it (`signatures`).
   */
  async function contextsOf(list: BookingWithNames[], signatures = true) {
    const ids = list.map((b) => b.id);
    const [rows, signed] = await Promise.all([repository.crewOf(ids), signatures ? deps.signersOf(ids) : []]);
    const vehicles = new Map<number, Promise<VehicleRow | undefined>>();
    const categories = new Map<string, Promise<{ seats: SeatDefinition[] }>>();
    return Promise.all(
      list.map(async (booking) => {
        if (!vehicles.has(booking.vehicleId)) vehicles.set(booking.vehicleId, deps.findVehicle(booking.vehicleId));
        const vehicle = (await vehicles.get(booking.vehicleId))!;
        if (!categories.has(vehicle.category)) categories.set(vehicle.category, seatsOf(vehicle.category));
        const { seats } = await categories.get(vehicle.category)!;
        const bookerSeat = booking.seat ?? seats[0]!.key;
        const signers = new Set(signed.filter((s) => s.bookingId === booking.id).map((s) => s.userId));
        return { booking, vehicle, seats, bookerSeat, rows: rows.filter((r) => r.bookingId === booking.id), signers };
      }),
    );
  }
  type Context = Awaited<ReturnType<typeof contextsOf>>[number];

  async function contextOf(id: number, signatures = true): Promise<Context> {
    const booking = await deps.findBooking(id);
    if (!booking) throw notFound(said('booking.notFound', { id: String(id) }));
    return (await contextsOf([booking], signatures))[0]!;
  }
  /** What a rule reads of a booking: its crew without the signatures. */
  const rulesContextOf = (id: number) => contextOf(id, false);

  function viewOf({ booking, vehicle, seats, bookerSeat, rows, signers }: Context): Crew {
    const row = (seat: string, status: CrewRow['status']) => rows.find((r) => r.seat === seat && r.status === status);
    const person = (r: CrewRow | undefined) => (r ? { userId: r.userId, name: r.name } : null);
    const signing = (p: { userId: number; name: string } | null) => p && { ...p, agreementSigned: signers.has(p.userId) };
    const view = seats.map((seat) => {
      const isBooker = seat.key === bookerSeat;
      const holder = isBooker ? { userId: booking.userId, name: booking.userName ?? '' } : person(row(seat.key, 'joined'));
      return { ...seat, holder: signing(holder), invited: person(row(seat.key, 'invited')), isBooker };
    });
    return {
      bookingId: booking.id,
      vehicleNumber: booking.vehicleNumber,
      category: vehicle.category,
      startTime: booking.startTime.toISOString(),
      endTime: booking.endTime.toISOString(),
      status: booking.status,
      complete: view.every((s) => !s.required || s.holder !== null),
      seats: view,
    };
  }

  /** The booking still takes crew changes: held, and not ended. */
  function assertOpen(booking: BookingWithNames) {
    if (!HELD.has(booking.status)) throw conflict(said('crew.notHeld', { status: booking.status }), 'NOT_HELD');
    if (booking.endTime <= now()) throw conflict(said('crew.ended'), 'ENDED');
  }

  function seatIn(context: Context, key: string): SeatDefinition {
    const seat = context.seats.find((s) => s.key === key);
    if (!seat) throw notFound(said('crew.noSuchSeat', { vehicle: context.booking.vehicleNumber, seat: key }));
    if (key === context.bookerSeat) throw conflict(said('crew.bookerSeat', { seat: seat.label, 'seat.he': seat.labelHe }), 'BOOKER_SEAT');
    return seat;
  }

  /** Throws why the member may not hold the seat for this booking (credentials until its end, licence class). */
  async function checkQualified(seat: SeatDefinition, member: UserRow, booking: BookingWithNames, waived: Waived = NOTHING_WAIVED) {
    const held = (await deps.credentialsOf([member.id])).get(member.id) ?? [];
    checkSeat(seat, member, held, await deps.typeNames(), booking.endTime, waived);
  }

  /** Whether the member may hold the seat until `end`. */
  function qualifies(seat: SeatDefinition, member: Member, held: HeldCredential[], typeNames: TypeNames, end: Date, waived = NOTHING_WAIVED) {
    try {
      checkSeat(seat, member, held, typeNames, end, waived);
      return true;
    } catch {
      return false;
    }
  }

  const seatWords = (seat: SeatDefinition) => ({ seat: seat.label, 'seat.he': seat.labelHe });

  return {
    seatsOf,

    async getSeats(admin: AuthContext, category: VehicleCategory): Promise<CategorySeats> {
      assertAdmin(admin);
      return { category, ...(await seatsOf(category)) };
    },

    async setSeats(admin: AuthContext, category: VehicleCategory, seats: SeatDefinition[]): Promise<CategorySeats> {
      assertAdmin(admin);
      const before = await repository.seatsOf(category);
      await repository.setSeats(category, seats);
      await deps.recordChange(admin, {
        entity: 'crew_seats',
        entityId: category,
        action: 'update',
        before: before ? { seats: before } : null,
        after: { seats },
      });
      return { category, seats, defined: true };
    },

    /** The crew of a held booking, for any member (to join an open seat); of a past one, for its crew and admins. */
    async crew(ctx: AuthContext, id: number): Promise<Crew> {
      const context = await contextOf(id);
      const inIt = context.booking.userId === ctx.user.id || context.rows.some((r) => r.userId === ctx.user.id);
      if (!HELD.has(context.booking.status) && !inIt && !ctx.isAdmin) throw notFound(said('booking.notFound', { id: String(id) }));
      return viewOf(context);
    },

    /** Joins an open seat, or accepts the invitation to it, through the booking rules; exactly one of two racing members gets it. */
    async join(ctx: AuthContext, id: number, key: string): Promise<Crew> {
      const context = await rulesContextOf(id);
      const { booking } = context;
      assertOpen(booking);
      const seat = seatIn(context, key);
      if (booking.userId === ctx.user.id || context.rows.some((r) => r.userId === ctx.user.id && r.status === 'joined')) {
        throw conflict(said('crew.alreadyInCrew'), 'IN_CREW');
      }
      const taken = context.rows.find((r) => r.seat === key);
      if (taken?.status === 'joined') throw conflict(said('crew.seatTaken', seatWords(seat)), 'SEAT_TAKEN');
      if (taken && taken.userId !== ctx.user.id) throw conflict(said('crew.invitedSomeoneElse', seatWords(seat)), 'SEAT_TAKEN');
      await checkQualified(seat, ctx.user, booking);
      let got: boolean;
      try {
        got = await deps.joinAsCrew(ctx.user, booking, (tx) => repository.take(id, key, ctx.user.id, tx));
      } catch (error) {
        // The member's other seat in this crew, taken meanwhile by a second request of theirs.
        if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
        got = false;
      }
      if (!got) throw conflict(said('crew.seatTaken', seatWords(seat)), 'SEAT_TAKEN');
      await deps.publish('crew.joined', { bookingId: id, userId: ctx.user.id, seat: key });
      await deps.notify([booking.userId], {
        type: 'system_update',
        text: 'crew.joined',
        params: { ...aboutBooking(booking), member: ctx.user.name, ...seatWords(seat) },
      });
      return viewOf(await contextOf(id));
    },

    /** Leaves a seat or declines its invitation; the booker or an admin frees any seat but the booker's own. */
    async leave(ctx: AuthContext, id: number, key: string): Promise<Crew> {
      const context = await rulesContextOf(id);
      const { booking } = context;
      const seat = seatIn(context, key);
      const row = context.rows.find((r) => r.seat === key);
      const mayFree = row?.userId === ctx.user.id || booking.userId === ctx.user.id || ctx.isAdmin;
      if (!row || !mayFree) throw notFound(said('crew.notYours', seatWords(seat)));
      assertOpen(booking);
      await repository.free(id, key);
      const told = row.userId === ctx.user.id ? booking.userId : row.userId;
      const params = { ...aboutBooking(booking), member: row.name, ...seatWords(seat) };
      await deps.notify([told], { type: 'system_update', text: row.userId === ctx.user.id ? 'crew.left' : 'crew.removed', params });
      if (ctx.isAdmin && row.userId !== ctx.user.id) {
        await deps.recordChange(ctx, {
          entity: 'crew',
          entityId: String(id),
          action: 'update',
          before: { seat: key, userId: row.userId },
          after: { seat: key, userId: null },
        });
      }
      return viewOf(await contextOf(id));
    },

    /** The booker (or an admin) invites a qualified member to an open seat; they are told and accept by joining it. */
    async invite(ctx: AuthContext, id: number, key: string, userId: number): Promise<Crew> {
      const context = await rulesContextOf(id);
      const { booking } = context;
      if (booking.userId !== ctx.user.id && !ctx.isAdmin) throw forbidden(said('crew.onlyBooker'), 'NOT_BOOKER');
      assertOpen(booking);
      const seat = seatIn(context, key);
      const member = await deps.findUser(userId);
      if (!member) throw notFound(said('user.notFound', { id: String(userId) }));
      if (!member.isActive) throw conflict(said('crew.inactiveMember', { member: member.name }), 'USER_INACTIVE');
      if (member.id === booking.userId || context.rows.some((r) => r.userId === member.id))
        throw conflict(said('crew.memberInCrew', { member: member.name }), 'IN_CREW');
      if (context.rows.some((r) => r.seat === key)) throw conflict(said('crew.seatTaken', seatWords(seat)), 'SEAT_TAKEN');
      await checkQualified(seat, member, booking);
      try {
        await repository.invite(id, key, member.id);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(said('crew.seatTaken', seatWords(seat)), 'SEAT_TAKEN');
        throw error;
      }
      await deps.notify([member.id], {
        type: 'system_update',
        text: 'crew.invited',
        params: { ...aboutBooking(booking), member: ctx.user.name, ...seatWords(seat), seatKey: seat.key },
      });
      return viewOf(await contextOf(id));
    },

    /** Whom the booker (or an admin) may invite to an open seat: active, qualified until the end, not in the crew; by name. */
    async candidates(ctx: AuthContext, id: number, key: string, search: string): Promise<CrewCandidate[]> {
      const context = await rulesContextOf(id);
      if (context.booking.userId !== ctx.user.id && !ctx.isAdmin) throw forbidden(said('crew.onlyBooker'), 'NOT_BOOKER');
      const seat = seatIn(context, key);
      const inCrew = new Set([context.booking.userId, ...context.rows.map((r) => r.userId)]);
      const named = (await repository.membersNamed(search, CANDIDATES_READ)).filter((m) => !inCrew.has(m.id));
      const [held, typeNames] = [await deps.credentialsOf(named.map((m) => m.id)), await deps.typeNames()];
      return named
        .filter((m) => qualifies(seat, m, held.get(m.id) ?? [], typeNames, context.booking.endTime))
        .slice(0, CANDIDATES_SHOWN)
        .map((m) => ({ userId: m.id, name: m.name }));
    },

    /** Held bookings starting in the next 48 hours whose required seats are not all filled. */
    async incomplete(admin: AuthContext): Promise<Crew[]> {
      assertAdmin(admin);
      const from = now();
      const held = await deps.holdingBetween(from, new Date(from.getTime() + INCOMPLETE_AHEAD_MS));
      return (await contextsOf(held)).map(viewOf).filter((crew) => !crew.complete);
    },

    alerts: async (ctx: AuthContext): Promise<CrewAlerts> => ({ openSeats: await repository.optedIn(ctx.user.id) }),
    async setAlerts(ctx: AuthContext, { openSeats }: CrewAlerts): Promise<CrewAlerts> {
      await repository.setOptIn(ctx.user.id, openSeats);
      return { openSeats };
    },

    /**
     * Who may have the booking's immobilizer code: whoever holds its driver seat (the booker, while
     * nobody does), or, by the setting codeToWholeCrew, everyone in its crew.
     */
    async codeHolders(bookingId: number): Promise<number[]> {
      // A booking gone has nobody to hold its code; any other failure is the caller's to hear.
      const context = await rulesContextOf(bookingId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      });
      if (!context) return [];
      const joined = context.rows.filter((r) => r.status === 'joined');
      if (deps.codeToWholeCrew()) return [context.booking.userId, ...joined.map((r) => r.userId)];
      const driverSeat = (context.seats.find((s) => s.key === DRIVER_SEAT) ?? context.seats[0]!).key;
      const driver = driverSeat === context.bookerSeat ? undefined : joined.find((r) => r.seat === driverSeat);
      return [driver?.userId ?? context.booking.userId];
    },

    /** Held bookings were let go before their end: their crew and the members invited to them are told, on that transaction. */
    async tellReleased({ bookings, why }: DomainEvents['bookings.released'], tx: Tx): Promise<void> {
      const rows = await repository.crewOf(
        bookings.map((b) => b.id),
        tx,
      );
      for (const booking of bookings) {
        const told = rows.filter((r) => r.bookingId === booking.id);
        if (!told.length) continue;
        const text = why === 'noShow' ? 'crew.bookingReleased' : 'crew.bookingCancelled';
        await deps.notify(
          told.map((r) => r.userId),
          { type: 'booking_cancelled', text, params: aboutBooking(booking) },
          tx,
        );
      }
    },

    /** A booking moved: its crew and the members invited to it are told where and when it is now, and may leave the seat if it no longer suits them. */
    async tellRescheduled({ booking, before }: DomainEvents['booking.rescheduled'], tx: Tx): Promise<void> {
      const told = (await repository.crewOf([booking.id], tx)).map((r) => r.userId);
      const params = { ...aboutBooking(booking), wasVehicle: before.vehicleNumber, wasStart: before.startTime.toISOString() };
      if (told.length) await deps.notify(told, { type: 'booking_confirmed', text: 'crew.bookingMoved', params }, tx);
    },

    /** A booking went to another member: its crew and the members invited to it are told who holds it now, on that transaction. */
    async tellHandedOver({ booking, fromName, toUserId, toName }: DomainEvents['booking.handedOver'], tx: Tx): Promise<void> {
      const told = (await repository.crewOf([booking.id], tx)).map((r) => r.userId).filter((id) => id !== toUserId);
      if (told.length)
        await deps.notify(
          told,
          { type: 'shift_handover', text: 'crew.handedOver', params: { ...aboutBooking(booking), member: fromName, receiver: toName } },
          tx,
        );
    },

    /**
     * A booking holds its vehicle: each open required seat is told, once, to the members who opted in
     * and qualify for it (at most 50), who can join in one tap from the notice.
     */
    async tellOpenSeats(bookingId: number, vehicleId: number, category?: string): Promise<void> {
      // Most categories have one seat, the booker's: nothing to tell, read no more.
      const of = category ?? (await deps.findVehicle(vehicleId))?.category;
      if (!of || !(await repository.seatsOf(of))?.some((s, i) => s.required && i > 0)) return;
      const context = await rulesContextOf(bookingId);
      const view = viewOf(context);
      const open = view.seats.filter((s) => s.required && !s.holder && !s.invited);
      if (!open.length) return;
      const inCrew = new Set([context.booking.userId, ...context.rows.map((r) => r.userId)]);
      const audience = (await repository.optedInMembers()).filter((m) => !inCrew.has(m.id));
      const [held, typeNames] = [await deps.credentialsOf(audience.map((m) => m.id)), await deps.typeNames()];
      for (const seat of open) {
        if (!(await repository.firstNoticeOf(bookingId, seat.key))) continue;
        const qualified = audience
          .filter((m) => qualifies(seat, m, held.get(m.id) ?? [], typeNames, context.booking.endTime))
          .slice(0, OPEN_SEAT_AUDIENCE)
          .map((m) => m.id);
        if (qualified.length) {
          await deps.notify(qualified, {
            type: 'system_update',
            text: 'crew.openSeat',
            params: { ...aboutBooking(context.booking), ...seatWords(seat), seatKey: seat.key },
          });
        }
      }
    },

    /**
     * The booker's seat for a new booking: the one named, or the first of the category's they qualify
     * for; refused (with `overrideType: "credential"`) when they qualify for none.
     */
    bookerSeat: async (vehicle: VehicleRow, member: UserRow, named: string | undefined, end: Date, waived: Waived): Promise<string> => {
      const { seats } = await seatsOf(vehicle.category);
      // Most categories ask nothing of any seat: a booking's hot path reads no credentials then.
      const asksNothing = seats.every((s) => !s.credentialTypeIds.length && !s.licenceClasses.length);
      if (asksNothing && (named === undefined || seats.some((s) => s.key === named))) return named ?? seats[0]!.key;
      const [held, typeNames] = [(await deps.credentialsOf([member.id])).get(member.id) ?? [], await deps.typeNames()];
      const check = (seat: SeatDefinition) => checkSeat(seat, member, held, typeNames, end, waived);
      if (named !== undefined) {
        const seat = seats.find((s) => s.key === named);
        if (!seat) throw notFound(said('crew.noSuchSeat', { vehicle: vehicle.vehicleNumber, seat: named }));
        check(seat);
        return seat.key;
      }
      const fits = seats.find((seat) => qualifies(seat, member, held, typeNames, end, waived));
      if (fits) return fits.key;
      check(seats[0]!);
      return seats[0]!.key;
    },
  };
}
export type CrewService = ReturnType<typeof createCrewService>;
