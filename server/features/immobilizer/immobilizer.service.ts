import { bookingScope, codeWindow, generateCode, vehicleScope, type CodeHasher, type CodeSealer } from './immobilizer-codes.ts';
import type { AttemptLedger, ImmobilizerRepository } from './immobilizer.repository.ts';
import {
  IMMOBILIZER_LOCK_MINUTES,
  IMMOBILIZER_MAX_WRONG_CODES,
  type DeviceCommandView,
  type ImmobilizerActionResult,
  type ImmobilizerAttempt,
  type ImmobilizerState,
} from '../../../contract/immobilizer.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { BookingFact, Events } from '../../events.ts';
import { conflict, forbidden, notFound, said, tooManyRequests } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import type { VehicleRow } from '../vehicles/index.ts';

type Command = 'engineStop' | 'engineResume';
interface CommandRow {
  id: number;
  command: Command;
  status: DeviceCommandView['status'];
  createdAt: Date;
  sentAt: Date | null;
  confirmedAt: Date | null;
}

/** Why a notice shows its code or not: `valid` shows it; the others say why it is not there. */
type CodeState = 'valid' | 'afterCheck' | 'expired' | 'unavailable' | 'otherHolder';

export interface ImmobilizerDeps {
  repository: ImmobilizerRepository;
  hasher: CodeHasher;
  sealer: CodeSealer;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  /** The immobilizer as the device last reported it (the tracking feature). */
  deviceStatusOf: (vehicleId: number) => Promise<ImmobilizerState['deviceStatus']>;
  /** km/h when the vehicle is driving now, else null (the tracking feature). */
  drivingSpeedOf: (vehicleId: number) => Promise<number | null>;
  /** Queues a command for the device's next report (the tracking feature). */
  sendCommand: (vehicleId: number, command: Command, requestedBy: number | null) => Promise<CommandRow>;
  latestCommandOf: (vehicleId: number) => Promise<CommandRow | undefined>;
  notify: Notify;
  /** Who hears that a code could not be issued (the users feature). */
  adminIds: () => Promise<number[]>;
  /** Whether a booking's code waits for its start-of-shift check (the vehicle-checks feature). */
  codeHeld: (booking: { id: number; vehicleId: number }) => Promise<boolean>;
  /** Who may have a booking's code: its driver seat's holder, or its whole crew (the crew feature). */
  codeHolders: (bookingId: number) => Promise<number[]>;
  /** Admins' commands go to the audit log too (the audit feature); the attempts trail keeps every try. */
  recordChange: RecordChange;
  /** States `vehicle.unlocked` when a member's booking code unlocks their vehicle (it checks the booking in). */
  events: Pick<Events, 'publish'>;
  now?: () => Date;
}

const LOCK_MS = IMMOBILIZER_LOCK_MINUTES * 60_000;

const toCommand = (row: CommandRow): DeviceCommandView => ({
  id: row.id,
  command: row.command,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/**
 * Five wrong codes within 15 minutes lock the person out of that vehicle's immobilizer for
 * 15 minutes after the fifth; a right code starts the count again.
 */
export function lockoutOf(last: { outcome: string; createdAt: Date }[], now: Date) {
  const recentWrong = last.findIndex((a) => a.outcome !== 'wrong_code' || now.getTime() - a.createdAt.getTime() >= LOCK_MS);
  const wrongInRow = recentWrong === -1 ? last.length : recentWrong;
  const newest = last[0];
  const oldest = last[IMMOBILIZER_MAX_WRONG_CODES - 1];
  const fiveWrong = last.length >= IMMOBILIZER_MAX_WRONG_CODES && last.slice(0, IMMOBILIZER_MAX_WRONG_CODES).every((a) => a.outcome === 'wrong_code');
  const lockedUntil =
    fiveWrong && newest!.createdAt.getTime() - oldest!.createdAt.getTime() <= LOCK_MS ? new Date(newest!.createdAt.getTime() + LOCK_MS) : null;
  const locked = lockedUntil !== null && lockedUntil > now;
  return { lockedUntil: locked ? lockedUntil : null, attemptsLeft: locked ? 0 : Math.max(0, IMMOBILIZER_MAX_WRONG_CODES - wrongInRow) };
}

/** What became of an immobilizer attempt (the audit trail's outcome). */
type Verdict =
  | { outcome: 'accepted'; bookingId?: number }
  | { outcome: 'wrong_code' | 'no_booking' | 'locked' | 'not_enabled'; bookingId?: undefined }
  | { outcome: 'check_needed'; bookingId: number }
  | { outcome: 'moving'; speed: number; bookingId?: undefined };

/** Throws the refusal of an attempt that was not accepted, in the words its person needs. */
function refuse(vehicle: VehicleRow, verdict: Verdict, lockedUntil: Date | null, attemptsLeft: number): void {
  const { vehicleNumber } = vehicle;
  switch (verdict.outcome) {
    case 'accepted':
      return;
    case 'locked':
      throw tooManyRequests(said('immobilizer.locked', { vehicle: vehicleNumber, until: lockedUntil!.toISOString() }), 'IMMOBILIZER_LOCKED');
    case 'not_enabled':
      throw conflict(said('immobilizer.notEnabled', { vehicle: vehicleNumber }), 'IMMOBILIZER_NOT_ENABLED');
    case 'no_booking':
      throw forbidden(said('immobilizer.noBooking', { vehicle: vehicleNumber }), 'NO_CURRENT_BOOKING');
    case 'check_needed':
      throw conflict(said('immobilizer.checkFirst', { vehicle: vehicleNumber }), 'VEHICLE_CHECK_NEEDED');
    case 'moving':
      throw conflict(said('immobilizer.moving', { vehicle: vehicleNumber, speed: verdict.speed }), 'VEHICLE_MOVING');
    case 'wrong_code':
      throw forbidden(
        lockedUntil
          ? said('immobilizer.wrongCodeLocked', { vehicle: vehicleNumber, until: lockedUntil.toISOString() })
          : said('immobilizer.wrongCode', { vehicle: vehicleNumber, attemptsLeft }),
        'WRONG_IMMOBILIZER_CODE',
      );
  }
}

export function createImmobilizerService(deps: ImmobilizerDeps) {
  const { repository, hasher, sealer, notify, now = () => new Date() } = deps;

  async function vehicleOf(vehicleId: number): Promise<VehicleRow> {
    const vehicle = await deps.findVehicle(vehicleId);
    if (!vehicle) throw notFound(said('vehicle.notFound', { id: String(vehicleId) }));
    return vehicle;
  }

  async function lockout(userId: number, vehicleId: number, at: Date, ledger: AttemptLedger = repository) {
    return lockoutOf(await ledger.lastAttempts(userId, vehicleId, IMMOBILIZER_MAX_WRONG_CODES), at);
  }

  /**
   * One attempt of a person on a vehicle's immobilizer: refused while they are locked out or
   * the vehicle has none, else judged; audited whatever the outcome. Attempts of one person
   * run one at a time (serialisedFor), so simultaneous wrong codes count exactly; the refusal
   * is thrown after the attempt is recorded, never rolling it back.
   */
  async function attempt(
    ctx: AuthContext,
    vehicle: VehicleRow,
    action: 'activate' | 'deactivate',
    judge: (ledger: AttemptLedger, at: Date) => Promise<Verdict>,
  ): Promise<void> {
    const at = now();
    const { verdict, lockedUntil, attemptsLeft } = await repository.serialisedFor(ctx.user.id, async (ledger) => {
      const before = await lockout(ctx.user.id, vehicle.id, at, ledger);
      const verdict: Verdict = before.lockedUntil ? { outcome: 'locked' } : !vehicle.immobilizerEnabled ? { outcome: 'not_enabled' } : await judge(ledger, at);
      await ledger.audit({ vehicleId: vehicle.id, userId: ctx.user.id, bookingId: verdict.bookingId ?? null, action, outcome: verdict.outcome, createdAt: at });
      if (verdict.outcome === 'accepted' && verdict.bookingId !== undefined && action === 'deactivate') {
        await deps.events.publish(ledger.within, 'vehicle.unlocked', { bookingId: verdict.bookingId, vehicleId: vehicle.id, userId: ctx.user.id });
      }
      return { verdict, ...(verdict.outcome === 'wrong_code' ? await lockout(ctx.user.id, vehicle.id, at, ledger) : before) };
    });
    refuse(vehicle, verdict, lockedUntil, attemptsLeft);
  }

  /**
   * The current bookings of the vehicle whose code the member may use (they hold its driver seat, or
   * are in its crew, by the setting), and those of them whose code waits for the start-of-shift check.
   */
  async function usableBookings(userId: number, vehicleId: number): Promise<{ usable: Set<number>; held: Set<number> }> {
    const current = await repository.currentCodesOf(vehicleId, now());
    const usable = (await Promise.all(current.map(async (c) => ((await deps.codeHolders(c.bookingId)).includes(userId) ? [c.bookingId] : [])))).flat();
    const held = await Promise.all(usable.map(async (id) => ((await deps.codeHeld({ id, vehicleId })) ? [id] : [])));
    return { usable: new Set(usable), held: new Set(held.flat()) };
  }

  async function release(ctx: AuthContext, vehicle: VehicleRow): Promise<ImmobilizerActionResult> {
    const command = await deps.sendCommand(vehicle.id, 'engineResume', ctx.user.id);
    return { success: true, message: `Immobilizer Deactivated: Vehicle ${vehicle.vehicleNumber} is now ready to use`, command: toCommand(command) };
  }

  /** At confirmation: a fresh code for the booking's vehicle, if it has an immobilizer, sent to the member. */
  async function issue(booking: BookingFact, immobilizerEnabled: boolean | undefined): Promise<void> {
    if (!(immobilizerEnabled ?? (await deps.findVehicle(booking.vehicleId))?.immobilizerEnabled)) return;
    const code = generateCode();
    const window = codeWindow(booking, now());
    // The notice names the booking; its {code} is filled in only when its member reads it, and its
    // messages leave when the code starts to work (docs/architecture.md's window).
    const notice = {
      type: 'ituran_code',
      text: 'code.issued',
      params: { bookingId: booking.id, vehicle: booking.vehicleNumber, from: window.validFrom.toISOString(), until: window.validUntil.toISOString() },
      sealed: ['code', 'codeState'],
      sendAt: window.validFrom,
    } as const;
    const sealed = { codeHash: hasher.hash(bookingScope(booking.id), code), codeSealed: sealer.seal(booking.id, code) };
    const holders = await deps.codeHolders(booking.id);
    await repository.saveCode({ bookingId: booking.id, vehicleId: booking.vehicleId, userId: booking.userId, ...sealed, ...window }, (tx) =>
      notify(holders, { ...notice, sealed: [...notice.sealed] }, tx),
    );
  }

  return {
    /**
     * Issues a confirmed booking's code after its commit, if its vehicle has the immobilizer on (as
     * the booking read it, else read now). Should that fail, the booking stands and its
     * member has no code: the admins are told (and the error goes on to the log).
     */
    issueCode: (booking: BookingFact, immobilizerEnabled?: boolean): Promise<void> =>
      issue(booking, immobilizerEnabled).catch(async (error: unknown) => {
        const tellAdmins = async () =>
          notify(await deps.adminIds(), { type: 'system_update', text: 'code.failed', params: { bookingId: booking.id, vehicle: booking.vehicleNumber } });
        // The code's own failure is what the log must show, even when telling the admins fails too (the same outage, mostly).
        await tellAdmins().catch(() => undefined);
        throw error;
      }),

    /**
     * The `{code}` of an ituran_code notice, for the member it was issued to, while it still works;
     * otherwise its `{codeState}` says why not, in the reader's words (the notice's ICU select).
     */
    fillInCode: async (userId: number, params: Record<string, string | number>): Promise<{ code: string; codeState: CodeState }> => {
      const row = await repository.codeOfBooking(Number(params.bookingId));
      if (!row || row.validUntil <= now()) return { code: '', codeState: 'expired' };
      if (!(await deps.codeHolders(row.bookingId)).includes(userId)) return { code: '', codeState: 'otherHolder' };
      if (await deps.codeHeld({ id: row.bookingId, vehicleId: row.vehicleId })) return { code: '', codeState: 'afterCheck' };
      const code = row.codeSealed && sealer.open(row.bookingId, row.codeSealed);
      return code ? { code, codeState: 'valid' } : { code: '', codeState: 'unavailable' };
    },

    /**
     * A booking's check passed or was waived: its member hears the code now (the notice of its
     * issue said it waits for the check), if the code still works.
     */
    async releaseCode(bookingId: number, vehicleNumber: string, by: 'check' | 'waiver'): Promise<void> {
      const row = await repository.codeOfBooking(bookingId);
      if (!row || row.validUntil <= now()) return;
      await notify(await deps.codeHolders(bookingId), {
        type: 'ituran_code',
        text: 'code.released',
        params: { bookingId, vehicle: vehicleNumber, by, from: row.validFrom.toISOString(), until: row.validUntil.toISOString() },
        sealed: ['code', 'codeState'],
        sendAt: row.validFrom,
      });
    },

    /** A member joined a booking's crew: if its code is now theirs too (its driver seat, or the whole crew), they hear it. */
    async shareCode(bookingId: number, userId: number): Promise<void> {
      const row = await repository.codeOfBooking(bookingId);
      if (!row || row.validUntil <= now() || !(await deps.codeHolders(bookingId)).includes(userId)) return;
      const vehicle = await deps.findVehicle(row.vehicleId);
      await notify([userId], {
        type: 'ituran_code',
        text: 'code.issued',
        params: { bookingId, vehicle: vehicle?.vehicleNumber ?? '', from: row.validFrom.toISOString(), until: row.validUntil.toISOString() },
        sealed: ['code', 'codeState'],
        sendAt: row.validFrom,
      });
    },

    async state(ctx: AuthContext, vehicleId: number): Promise<ImmobilizerState> {
      const vehicle = await vehicleOf(vehicleId);
      const [deviceStatus, command, lock] = await Promise.all([
        deps.deviceStatusOf(vehicleId),
        deps.latestCommandOf(vehicleId),
        lockout(ctx.user.id, vehicleId, now()),
      ]);
      return {
        vehicleId,
        vehicleNumber: vehicle.vehicleNumber,
        immobilizerEnabled: vehicle.immobilizerEnabled,
        deviceStatus,
        lastCommand: command ? toCommand(command) : null,
        lockedUntil: lock.lockedUntil?.toISOString() ?? null,
        attemptsLeft: lock.attemptsLeft,
      };
    },

    /** The member whose booking of this vehicle is current, with its code. */
    async deactivateAsMember(ctx: AuthContext, vehicleId: number, code: string): Promise<ImmobilizerActionResult> {
      const vehicle = await vehicleOf(vehicleId);
      // Read before the attempt's transaction, which holds its connection (one, on the embedded database).
      const { usable, held } = await usableBookings(ctx.user.id, vehicleId);
      await attempt(ctx, vehicle, 'deactivate', async (ledger, at) => {
        const mine = (await ledger.currentCodesOf(vehicleId, at)).filter((c) => usable.has(c.bookingId));
        if (mine.length === 0) return { outcome: 'no_booking' };
        const match = mine.find((c) => hasher.matches(bookingScope(c.bookingId), code, c.codeHash));
        if (!match) return { outcome: 'wrong_code' };
        return { outcome: held.has(match.bookingId) ? 'check_needed' : 'accepted', bookingId: match.bookingId };
      });
      return release(ctx, vehicle);
    },

    /** Admins: the vehicle's own code or the code of its current booking. */
    async deactivateAsAdmin(ctx: AuthContext, vehicleId: number, code: string): Promise<ImmobilizerActionResult> {
      assertAdmin(ctx);
      const vehicle = await vehicleOf(vehicleId);
      await attempt(ctx, vehicle, 'deactivate', async (ledger, at) => {
        const ownCode = vehicle.ituranCode !== null && hasher.matches(vehicleScope(vehicleId), code, vehicle.ituranCode);
        const bookingCode = (await ledger.currentCodesOf(vehicleId, at)).some((c) => hasher.matches(bookingScope(c.bookingId), code, c.codeHash));
        return ownCode || bookingCode ? { outcome: 'accepted' } : { outcome: 'wrong_code' };
      });
      const result = await release(ctx, vehicle);
      await deps.recordChange(ctx, {
        entity: 'immobilizer',
        entityId: vehicleId,
        action: 'deactivate',
        after: { vehicleNumber: vehicle.vehicleNumber, command: result.command },
      });
      return result;
    },

    async activateAsAdmin(ctx: AuthContext, vehicleId: number): Promise<ImmobilizerActionResult> {
      assertAdmin(ctx);
      const vehicle = await vehicleOf(vehicleId);
      const speed = await deps.drivingSpeedOf(vehicleId);
      await attempt(ctx, vehicle, 'activate', async () => (speed !== null ? { outcome: 'moving', speed } : { outcome: 'accepted' }));
      const command = await deps.sendCommand(vehicleId, 'engineStop', ctx.user.id);
      await deps.recordChange(ctx, {
        entity: 'immobilizer',
        entityId: vehicleId,
        action: 'activate',
        after: { vehicleNumber: vehicle.vehicleNumber, command: toCommand(command) },
      });
      return { success: true, message: `Immobilizer activated: ${vehicle.vehicleNumber} will not start until it is released`, command: toCommand(command) };
    },

    /**
     * When bookings end: each of their vehicles with an immobilizer, no other booking holding it
     * and standing still is immobilized again (never a moving one: the command stops the engine).
     */
    rearm: async (vehicleIds: number[]): Promise<void> => {
      for (const vehicleId of vehicleIds) {
        const vehicle = await deps.findVehicle(vehicleId);
        if (!vehicle?.immobilizerEnabled || (await repository.currentCodesOf(vehicleId, now(), true)).length) continue;
        if ((await deps.drivingSpeedOf(vehicleId)) !== null) continue;
        await deps.sendCommand(vehicleId, 'engineStop', null);
      }
    },

    async attempts(vehicleId: number | undefined): Promise<ImmobilizerAttempt[]> {
      return (await repository.attempts(100, vehicleId)).map((a) => ({
        ...a,
        action: a.action as ImmobilizerAttempt['action'],
        outcome: a.outcome as ImmobilizerAttempt['outcome'],
        createdAt: a.createdAt.toISOString(),
      }));
    },
  };
}
export type ImmobilizerService = ReturnType<typeof createImmobilizerService>;
