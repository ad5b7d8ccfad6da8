import type { OverridesRepository, OverrideWithNames } from './overrides.repository.ts';
import { type CreateBookingRequest, type Booking } from '../../../contract/bookings.contract.ts';
import { OVERRIDE_TYPES, type OverrideRequestView, type OverrideStatus, type OverrideType } from '../../../contract/overrides.contract.ts';
import type { OverrideSettings } from '../../../contract/settings.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, said, tooManyRequests } from '../../http-errors.ts';
import { aboutBooking, type Notify } from '../../notify-port.ts';
import type { UserRow } from '../users/index.ts';

type Waived = ReadonlySet<OverrideType>;
type Request = CreateBookingRequest & { reason?: string | undefined };

export interface OverridesDeps {
  repository: OverridesRepository;
  settings: () => OverrideSettings;
  /** The booking engine (the bookings feature): what a booking would meet, and making it. */
  probeBooking: (ctx: AuthContext, input: CreateBookingRequest, waived: Waived) => Promise<void>;
  /** The member's booking, made by the service for them once an admin approved (the bookings feature). */
  bookForMember: (member: UserRow, input: CreateBookingRequest, approval: { waived: Waived; by: number | null }) => Promise<Booking>;
  findUser: (id: number) => Promise<UserRow | undefined>;
  notify: Notify;
  adminIds: () => Promise<number[]>;
  recordChange: RecordChange;
  now?: () => Date;
}

/** Requests one member may have waiting for an admin at once. */
export const MAX_PENDING_OVERRIDES = 5;

const FLAG: Record<OverrideType, keyof OverrideSettings> = {
  license: 'allowLicenseOverride',
  shabbat: 'allowShabbatOverride',
  holiday: 'allowHolidayOverride',
  weekend: 'allowWeekendOverride',
  advance_booking: 'allowAdvanceBookingOverride',
  credential: 'allowCredentialOverride',
};
/** The override types the settings allow. */
const allowedTypes = (settings: OverrideSettings): Waived => new Set(OVERRIDE_TYPES.filter((t) => settings[FLAG[t]]));

const toView = ({ request: r, user, vehicleNumber }: OverrideWithNames): OverrideRequestView => ({
  id: r.id,
  bookingId: r.bookingId,
  userId: r.userId,
  overrideType: r.overrideType,
  reason: r.reason,
  refusal: r.refusal,
  requestedAt: r.requestedAt.toISOString(),
  status: r.status,
  decisionNote: r.decisionNote,
  decidedAt: r.status === 'pending' ? null : (r.decidedAt?.toISOString() ?? null),
  user,
  booking: { vehicleId: r.vehicleId, vehicleNumber, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), notes: r.notes },
});

/** 409: decided already, or being decided by someone else this moment. */
const undecidable = ({ request }: OverrideWithNames) =>
  conflict(request.status === 'pending' ? said('override.beingDecided') : said('override.alreadyDecided', { status: request.status }), 'ALREADY_DECIDED');

/** The refusal a booking meets now, if an override could lift it; other refusals are thrown. */
async function overridableRefusal(probe: () => Promise<void>): Promise<HttpError | undefined> {
  try {
    await probe();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError && error.overrideType) return error;
    throw error;
  }
}

/**
 * Override requests (docs/decisions/017): a member refused for a reason the override settings allow asks
 * an admin; approval makes the booking through the booking engine with that refusal waived.
 */
export function createOverridesService(deps: OverridesDeps) {
  const { repository, notify } = deps;
  const now = deps.now ?? (() => new Date());

  async function found(id: number): Promise<OverrideWithNames> {
    const row = await repository.find(id);
    if (!row) throw notFound(said('override.notFound', { id: String(id) }));
    return row;
  }

  /** Books for the member with the request's refusal (and any other the settings allow) waived. */
  async function approve(id: number, admin: AuthContext | undefined, notes: string | undefined): Promise<OverrideRequestView> {
    const current = await found(id);
    if (!(await repository.claim(id, admin?.user.id ?? null, now()))) throw undecidable(current);
    const r = current.request;
    const member = await deps.findUser(r.userId);
    let booking: Booking;
    try {
      if (!member?.isActive) throw conflict(said('override.memberInactive'));
      const waived = new Set([...allowedTypes(deps.settings()), r.overrideType]);
      const input = { vehicleId: r.vehicleId, startTime: r.startTime.toISOString(), endTime: r.endTime.toISOString(), notes: r.notes };
      booking = await deps.bookForMember(member, input, { waived, by: admin?.user.id ?? null });
    } catch (error) {
      await repository.release(id);
      throw error;
    }
    const params = { ...aboutBooking({ ...r, id: booking.id, vehicleNumber: booking.vehicleNumber }), note: notes?.trim() ?? '' };
    await repository.decide(id, { status: 'approved', bookingId: booking.id, decisionNote: notes?.trim() || null, decidedAt: now() }, (tx) =>
      notify([r.userId], { type: 'booking_confirmed', text: 'override.approved', params }, tx),
    );
    const after = toView(await found(id));
    if (admin) await deps.recordChange(admin, { entity: 'override_request', entityId: id, action: 'approve', before: toView(current), after });
    return after;
  }

  return {
    /** The member asks: only for a refusal the settings allow, with a reason when they require one. */
    async request(ctx: AuthContext, input: Request): Promise<OverrideRequestView> {
      const settings = deps.settings();
      const refusal = await overridableRefusal(() => deps.probeBooking(ctx, input, new Set()));
      if (!refusal) throw conflict(said('override.notRefused'), 'NOT_REFUSED');
      const type = refusal.overrideType!;
      if (!settings[FLAG[type]]) throw forbidden(said('override.notAllowed', { type, refusal: refusal.message }), 'OVERRIDE_NOT_ALLOWED');
      if (settings.requireOverrideReason && !input.reason?.trim()) throw badRequest(said('override.reasonRequired'), 'REASON_REQUIRED');
      // Anything else that refuses it, an override would not lift: say so now.
      await deps.probeBooking(ctx, input, new Set([...allowedTypes(settings), type]));
      let row;
      try {
        row = await repository.insert(
          {
            userId: ctx.user.id,
            vehicleId: input.vehicleId,
            startTime: new Date(input.startTime),
            endTime: new Date(input.endTime),
            notes: input.notes?.trim() || null,
            overrideType: type,
            refusal: refusal.message,
            reason: input.reason?.trim() || null,
          },
          MAX_PENDING_OVERRIDES,
        );
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(said('override.alreadyRequested'), 'ALREADY_REQUESTED');
        throw error;
      }
      if (!row) throw tooManyRequests(said('override.tooMany', { max: MAX_PENDING_OVERRIDES }), 'TOO_MANY_PENDING');
      if (settings.notifyOnOverride) {
        await notify(await deps.adminIds(), {
          type: 'admin_approval',
          text: 'override.requested',
          params: { overrideRequestId: row.id, member: ctx.user.name, overrideType: type, reason: row.reason ?? '' },
        });
      }
      if (settings.autoApproveOverrides) return approve(row.id, undefined, 'Approved automatically (override settings).');
      return toView(await found(row.id));
    },

    mine: async (ctx: AuthContext) => (await repository.ofUser(ctx.user.id)).map(toView),

    async cancel(ctx: AuthContext, id: number): Promise<OverrideRequestView> {
      const current = await found(id);
      if (current.request.userId !== ctx.user.id) throw notFound(said('override.notFound', { id: String(id) }));
      if (!(await repository.claim(id, ctx.user.id, now()))) throw undecidable(current);
      await repository.decide(id, { status: 'cancelled', decidedAt: now() });
      return toView(await found(id));
    },

    async list(admin: AuthContext, status: OverrideStatus | undefined) {
      assertAdmin(admin);
      return (await repository.list(status)).map(toView);
    },

    async approve(admin: AuthContext, id: number, notes: string | undefined) {
      assertAdmin(admin);
      return approve(id, admin, notes);
    },

    async reject(admin: AuthContext, id: number, reason: string): Promise<OverrideRequestView> {
      assertAdmin(admin);
      const current = await found(id);
      if (!(await repository.claim(id, admin.user.id, now()))) throw undecidable(current);
      const r = current.request;
      const params = { ...aboutBooking({ id: r.id, vehicleNumber: current.vehicleNumber, startTime: r.startTime, endTime: r.endTime }), reason };
      await repository.decide(id, { status: 'rejected', decisionNote: reason, decidedAt: now() }, (tx) =>
        notify([r.userId], { type: 'booking_cancelled', text: 'override.rejected', params }, tx),
      );
      const after = toView(await found(id));
      await deps.recordChange(admin, { entity: 'override_request', entityId: id, action: 'reject', before: toView(current), after });
      return after;
    },
  };
}
export type OverridesService = ReturnType<typeof createOverridesService>;
