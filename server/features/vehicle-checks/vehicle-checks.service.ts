import { differenceInCalendarDays, parseISO } from 'date-fns';
import { BUILT_IN_CHECK_TEMPLATES } from './built-in-check-templates.ts';
import type { CheckTemplateRow, VehicleCheckRow, VehicleChecksRepository, WaiverRow } from './vehicle-checks.repository.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../../contract/constants.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import {
  CHECK_OPENS_MINUTES_BEFORE,
  type BookingVehicleCheck,
  type CheckState,
  type CheckTemplate,
  type CheckTemplateBody,
  type SubmitCheckRequest,
  type VehicleCheck,
} from '../../../contract/vehicle-checks.contract.ts';
import { answersProblem, judgeCheck } from '../../../contract/vehicle-checks.rules.ts';
import type { Actor } from '../../actor.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import type { Events } from '../../events.ts';
import { badRequest, conflict, forbidden, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface VehicleChecksDeps {
  repository: VehicleChecksRepository;
  /** The booking if the caller may see it (its member or an admin); 404 otherwise (the bookings feature). */
  /** The booking for its booker, one of its crew, an admin or the service (the bookings feature): any of the crew checks the vehicle. */
  getCrewBooking: (actor: Actor, id: number) => Promise<{ booking: Booking; isCrew: boolean }>;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  /** The setting "the code needs a passed check". */
  codeNeedsPassedCheck: () => boolean;
  recordChange: RecordChange;
  events: Pick<Events, 'publish'>;
  /** Who hears that kit expires (the users feature), and how (the notices). */
  adminIds: () => Promise<number[]>;
  notify: Notify;
  now?: () => Date;
}

const OPENS_MS = CHECK_OPENS_MINUTES_BEFORE * 60_000;

const toTemplate = (row: CheckTemplateRow): CheckTemplate => ({
  category: row.category,
  version: row.version,
  items: row.items,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdByName,
});

const toCheck = (row: VehicleCheckRow, booking: Pick<Booking, 'vehicleNumber' | 'userName'>, documentId: number | null = null): VehicleCheck => ({
  id: row.id,
  bookingId: row.bookingId,
  vehicleId: row.vehicleId,
  vehicleNumber: booking.vehicleNumber,
  userId: row.userId,
  userName: booking.userName ?? '',
  category: row.category,
  templateVersion: row.templateVersion,
  result: row.result,
  items: row.items,
  doneAt: row.doneAt.toISOString(),
  receivedAt: row.receivedAt.toISOString(),
  documentId,
});

const stateOf = (check: VehicleCheckRow | undefined, waiver: WaiverRow | undefined): CheckState => (check ? check.result : waiver ? 'waived' : 'not_yet');

/** The span in which a booking's check may be done: from an hour before its start to its end. */
export const checkWindowOf = (booking: Pick<Booking, 'startTime' | 'endTime'>) => ({
  opensAt: new Date(Date.parse(booking.startTime) - OPENS_MS),
  closesAt: new Date(booking.endTime),
});

/**
 * Check templates per vehicle category, the start-of-shift check of a booking by its holder, and
 * the admins' waiver (docs/decisions/027). What a check changes elsewhere (the code, the vehicle,
 * a work order, the admins' notice, the document) follows from its fact, `vehicleCheck.done`.
 */
export function createVehicleChecksService(deps: VehicleChecksDeps) {
  const { repository, now = () => new Date() } = deps;

  async function currentTemplate(category: VehicleCategory): Promise<CheckTemplateRow | undefined> {
    return (await repository.templateHistory(category))[0];
  }

  async function bookingAndVehicle(actor: Actor, bookingId: number): Promise<{ booking: Booking; isCrew: boolean; vehicle: VehicleRow }> {
    const { booking, isCrew } = await deps.getCrewBooking(actor, bookingId);
    const vehicle = await deps.findVehicle(booking.vehicleId);
    if (!vehicle) throw notFound(said('vehicle.notFound', { id: String(booking.vehicleId) }));
    return { booking, isCrew, vehicle };
  }

  /** Whether this booking's code waits for a check: the setting, an immobilizer, a template of its category. */
  async function codeNeedsCheck(vehicle: VehicleRow): Promise<boolean> {
    return deps.codeNeedsPassedCheck() && vehicle.immobilizerEnabled && (await currentTemplate(vehicle.category)) !== undefined;
  }

  /** Refuses a check its booking cannot have now: not its crew's (its booker or a seat holder), not held, not yet open, or over. */
  function assertCheckable(booking: Booking, isCrew: boolean, at: Date): void {
    if (!isCrew) throw forbidden(said('check.holderOnly'), 'NOT_BOOKING_HOLDER');
    if (booking.status !== 'confirmed' && booking.status !== 'active') throw conflict(said('check.notHeld', { status: booking.status }), 'BOOKING_NOT_HELD');
    const { opensAt, closesAt } = checkWindowOf(booking);
    if (at < opensAt) throw conflict(said('check.notYet', { vehicle: booking.vehicleNumber, opens: opensAt.toISOString() }), 'CHECK_NOT_OPEN');
    if (at >= closesAt) throw conflict(said('check.over'), 'CHECK_OVER');
  }

  /**
   * What the vehicle's last check recorded, by item: its seals (a different one now is recorded as
   * changed) and its kit's expiries (an expiry item left unanswered keeps the one recorded, so
   * expired critical kit fails the check by itself).
   */
  async function lastRecorded(vehicleId: number) {
    const items = (await repository.lastCheckOf(vehicleId))?.items ?? [];
    const of = (field: 'seal' | 'expiry') => new Map(items.flatMap((i) => (i.answer?.[field] ? [[i.key, i.answer[field]] as const] : [])));
    return { seals: of('seal'), expiries: of('expiry') };
  }

  /** What the holder (or an admin) sees of a booking's check: the template, the last answers, where it stands. */
  async function forBooking(actor: AuthContext, bookingId: number): Promise<BookingVehicleCheck> {
    const { booking, vehicle } = await bookingAndVehicle(actor, bookingId);
    const template = await currentTemplate(vehicle.category);
    if (!template) throw notFound(said('check.noTemplate', { category: vehicle.category }), 'NO_CHECK_TEMPLATE');
    const [check, waiver, last, needs] = await Promise.all([
      repository.checkOfBooking(bookingId),
      repository.waiverOf(bookingId),
      repository.lastCheckOf(vehicle.id),
      codeNeedsCheck(vehicle),
    ]);
    const { opensAt, closesAt } = checkWindowOf(booking);
    const state = stateOf(check, waiver);
    return {
      bookingId,
      vehicleId: vehicle.id,
      vehicleNumber: vehicle.vehicleNumber,
      state,
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      codeNeedsCheck: needs,
      codeReleased: vehicle.immobilizerEnabled && (!needs || state === 'passed' || state === 'waived'),
      template: toTemplate(template),
      previousAnswers: (last?.items ?? []).flatMap((i) => (i.answer ? [i.answer] : [])),
      check: check ? toCheck(check, booking) : null,
      waiver: waiver ? { by: waiver.waivedByName, reason: waiver.reason, at: waiver.waivedAt.toISOString() } : null,
    };
  }

  return {
    ensureBuiltIn: async () => {
      for (const [category, items] of Object.entries(BUILT_IN_CHECK_TEMPLATES)) await repository.ensureTemplate(category as VehicleCategory, items);
    },

    /** Every category: its current template (or none yet) and its versions. */
    async templates(admin: AuthContext) {
      assertAdmin(admin);
      return Promise.all(
        VEHICLE_CATEGORIES.map(async (category) => {
          const history = await repository.templateHistory(category);
          return {
            category,
            current: history[0] ? toTemplate(history[0]) : null,
            versions: history.map((r) => ({ version: r.version, createdAt: r.createdAt.toISOString(), createdBy: r.createdByName })),
          };
        }),
      );
    },

    /** A new version of a category's check; checks already done keep theirs; audited. */
    async saveTemplate(admin: AuthContext, category: VehicleCategory, body: CheckTemplateBody & { items: CheckTemplate['items'] }): Promise<CheckTemplate> {
      assertAdmin(admin);
      const before = await currentTemplate(category);
      try {
        const version = await repository.addTemplate(category, body.items, admin.user.id);
        const saved = toTemplate((await repository.templateVersion(category, version))!);
        await deps.recordChange(admin, {
          entity: 'check_template',
          entityId: category,
          action: 'update',
          before: before ? toTemplate(before) : null,
          after: saved,
        });
        return saved;
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(said('template.savedMeanwhile'), 'TEMPLATE_CHANGED');
        throw error;
      }
    },

    forBooking,

    /**
     * The holder's check, once per booking, within its window; the phone's time is kept within
     * the window and never after now (a clock that is wrong cannot move it), and expiry is judged
     * on the server's day. The same check sent again (its clientId) answers what was recorded.
     */
    async submit(ctx: AuthContext, bookingId: number, input: SubmitCheckRequest): Promise<{ created: boolean; check: VehicleCheck }> {
      const { booking, isCrew, vehicle } = await bookingAndVehicle(ctx, bookingId);
      const existing = await repository.checkOfBooking(bookingId);
      if (existing && input.clientId && existing.clientId === input.clientId) return { created: false, check: toCheck(existing, booking) };
      if (existing) throw conflict(said('check.done', { result: existing.result }), 'CHECK_DONE');
      const at = now();
      assertCheckable(booking, isCrew, at);
      const template = await repository.templateVersion(vehicle.category, input.templateVersion);
      if (!template) {
        const current = await currentTemplate(vehicle.category);
        if (!current) throw notFound(said('check.noTemplate', { category: vehicle.category }), 'NO_CHECK_TEMPLATE');
        throw badRequest(
          said('check.oldTemplate', { category: vehicle.category, sent: input.templateVersion, current: current.version }),
          'CHECK_TEMPLATE_CHANGED',
        );
      }
      const problem = answersProblem(template.items, input.answers);
      if (problem) throw badRequest(said(problem.key, problem.params), 'CHECK_ANSWERS');
      const { opensAt } = checkWindowOf(booking);
      const claimed = input.doneAt ? new Date(input.doneAt) : at;
      const doneAt = new Date(Math.min(at.getTime(), Math.max(opensAt.getTime(), claimed.getTime())));
      const recorded = await lastRecorded(vehicle.id);
      const kept = template.items
        .filter((i) => i.kind === 'expiry' && recorded.expiries.has(i.key) && !input.answers.some((a) => a.key === i.key))
        .map((i) => ({ key: i.key, expiry: recorded.expiries.get(i.key)! }));
      const judged = judgeCheck(template.items, [...input.answers, ...kept], localDateOf(at), recorded.seals);
      const codeWaited = await codeNeedsCheck(vehicle);
      const row = await repository.insertCheck(
        {
          bookingId,
          vehicleId: vehicle.id,
          userId: ctx.user.id,
          category: vehicle.category,
          templateVersion: template.version,
          result: judged.result,
          items: judged.items,
          doneAt,
          receivedAt: at,
          clientId: input.clientId ?? null,
        },
        (tx, inserted) =>
          deps.events.publish(tx, 'vehicleCheck.done', {
            checkId: inserted.id,
            bookingId,
            vehicleId: vehicle.id,
            vehicleNumber: vehicle.vehicleNumber,
            userId: ctx.user.id,
            member: ctx.user.name,
            result: judged.result,
            codeWaited,
            failed: judged.items.filter((i) => i.fault && i.critical).map((i) => i.label),
            restock: judged.items.filter((i) => i.fault && !i.critical).map((i) => i.label),
          }),
      );
      if (!row) {
        // Another phone's check of the same booking came first.
        const first = (await repository.checkOfBooking(bookingId))!;
        if (input.clientId && first.clientId === input.clientId) return { created: false, check: toCheck(first, booking) };
        throw conflict(said('check.done', { result: first.result }), 'CHECK_DONE');
      }
      return { created: true, check: toCheck(row, booking) };
    },

    /** An admin releases a booking's code without a check, with a reason; audited. */
    async waive(admin: AuthContext, bookingId: number, reason: string): Promise<BookingVehicleCheck> {
      assertAdmin(admin);
      const { booking, vehicle } = await bookingAndVehicle(admin, bookingId);
      if (booking.status !== 'confirmed' && booking.status !== 'active') throw conflict(said('check.notHeld', { status: booking.status }), 'BOOKING_NOT_HELD');
      const check = await repository.checkOfBooking(bookingId);
      if (check?.result === 'passed') throw conflict(said('check.notNeeded'), 'CHECK_NOT_NEEDED');
      const waived = await repository.insertWaiver({ bookingId, reason, waivedBy: admin.user.id, waivedAt: now() }, async (tx) => {
        await deps.recordChange(
          admin,
          { entity: 'vehicle_check', entityId: bookingId, action: 'waive', after: { vehicleNumber: vehicle.vehicleNumber, reason } },
          tx,
        );
        await deps.events.publish(tx, 'vehicleCheck.waived', {
          admin,
          bookingId,
          vehicleId: vehicle.id,
          vehicleNumber: vehicle.vehicleNumber,
          userId: booking.userId,
          reason,
        });
      });
      if (!waived) throw conflict(said('check.notNeeded'), 'CHECK_NOT_NEEDED');
      return forBooking(admin, bookingId);
    },

    /** Whether a booking's code is held back: it needs a check and has neither a passed one nor a waiver. */
    async codeHeld(booking: { id: number; vehicleId: number }): Promise<boolean> {
      const vehicle = await deps.findVehicle(booking.vehicleId);
      if (!vehicle || !(await codeNeedsCheck(vehicle))) return false;
      const [check, waiver] = await Promise.all([repository.checkOfBooking(booking.id), repository.waiverOf(booking.id)]);
      return check?.result !== 'passed' && !waiver;
    },

    /**
     * The job: the kit's known expiries (each vehicle's latest check) told to the admins 30 and 7
     * days before and on the day (or once, when found expired), each stage once.
     */
    async reviewKit(): Promise<{ told: number }> {
      const today = localDateOf(now());
      let told = 0;
      for (const { check, vehicleNumber } of await repository.latestChecks()) {
        for (const item of check.items) {
          const expiry = item.kind === 'expiry' ? item.answer?.expiry : undefined;
          if (!expiry) continue;
          const left = differenceInCalendarDays(parseISO(expiry), parseISO(today));
          const stage = left <= 0 ? 'day' : left <= 7 ? '7' : left <= 30 ? '30' : null;
          if (!stage || !(await repository.firstKitAlert(check.vehicleId, item.key, expiry, stage))) continue;
          const params = {
            vehicle: vehicleNumber,
            item: item.label,
            'item.he': item.labelHe,
            date: expiry,
            days: Math.max(0, left),
            critical: item.critical ? 'yes' : 'no',
          };
          await deps.notify(await deps.adminIds(), { type: 'system_update', text: 'kit.expiring', params });
          told += 1;
        }
      }
      return { told };
    },

    /** For the Reservations Diary: each booking's check as it stands. */
    async statesOf(bookingIds: number[]): Promise<Map<number, CheckState>> {
      const { checks, waived } = await repository.statesOf(bookingIds);
      return new Map(bookingIds.map((id) => [id, checks.get(id) ?? (waived.has(id) ? 'waived' : 'not_yet')]));
    },

    /** A check as its document needs it: the row and its booking, for its member or an admin. */
    async checkForDocument(actor: Actor, checkId: number) {
      const row = await repository.checkById(checkId);
      if (!row) throw notFound(said('documents.notFound', { id: String(checkId) }));
      const { booking } = await deps.getCrewBooking(actor, row.bookingId);
      return { check: toCheck(row, booking), booking };
    },
  };
}
export type VehicleChecksService = ReturnType<typeof createVehicleChecksService>;
