import {
  IMMOBILIZER_LOCK_MINUTES,
  IMMOBILIZER_MAX_WRONG_CODES,
  type DeviceCommandView,
  type ImmobilizerActionResult,
  type ImmobilizerAttempt,
  type ImmobilizerState,
} from '../../../contract/immobilizer.contract.ts';
import { conflict, forbidden, notFound, tooManyRequests } from '../../http-errors.ts';
import { formatLocal } from '../../time.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { VehicleRow } from '../vehicles/vehicles.repository.ts';
import { bookingScope, codeWindow, generateCode, vehicleScope, type CodeHasher } from './immobilizer-codes.ts';
import type { ImmobilizerRepository } from './immobilizer.repository.ts';

type Command = 'engineStop' | 'engineResume';
interface CommandRow {
  id: number;
  command: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
  confirmedAt: Date | null;
}

export interface ImmobilizerDeps {
  repository: ImmobilizerRepository;
  hasher: CodeHasher;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  /** The immobilizer as the device last reported it (the tracking feature). */
  deviceStatusOf: (vehicleId: number) => Promise<ImmobilizerState['deviceStatus']>;
  /** km/h when the vehicle is driving now, else null (the tracking feature). */
  drivingSpeedOf: (vehicleId: number) => Promise<number | null>;
  /** Queues a command for the device's next report (the tracking feature). */
  sendCommand: (vehicleId: number, command: Command, requestedBy: number | null) => Promise<CommandRow>;
  latestCommandOf: (vehicleId: number) => Promise<CommandRow | undefined>;
  notify: (userIds: number[], n: { type: string; title: string; message: string }) => Promise<void>;
  now?: () => Date;
}

const LOCK_MS = IMMOBILIZER_LOCK_MINUTES * 60_000;

const toCommand = (row: CommandRow): DeviceCommandView => ({
  id: row.id,
  command: row.command as DeviceCommandView['command'],
  status: row.status as DeviceCommandView['status'],
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
  const lockedUntil = fiveWrong && newest!.createdAt.getTime() - oldest!.createdAt.getTime() <= LOCK_MS ? new Date(newest!.createdAt.getTime() + LOCK_MS) : null;
  const locked = lockedUntil !== null && lockedUntil > now;
  return { lockedUntil: locked ? lockedUntil : null, attemptsLeft: locked ? 0 : Math.max(0, IMMOBILIZER_MAX_WRONG_CODES - wrongInRow) };
}

export function createImmobilizerService(deps: ImmobilizerDeps) {
  const { repository, hasher, notify, now = () => new Date() } = deps;

  async function vehicleOf(vehicleId: number): Promise<VehicleRow> {
    const vehicle = await deps.findVehicle(vehicleId);
    if (!vehicle) throw notFound(`No vehicle with id ${vehicleId}.`);
    return vehicle;
  }

  async function lockout(userId: number, vehicleId: number, at: Date) {
    return lockoutOf(await repository.lastAttempts(userId, vehicleId, IMMOBILIZER_MAX_WRONG_CODES), at);
  }

  /** Audits the attempt, then refuses it when the person is locked out or the vehicle has no immobilizer. */
  async function admit(ctx: AuthContext, vehicle: VehicleRow, action: 'activate' | 'deactivate', at: Date) {
    const audit = (outcome: string, bookingId: number | null = null) =>
      repository.audit({ vehicleId: vehicle.id, userId: ctx.user.id, bookingId, action, outcome, createdAt: at });
    const { lockedUntil } = await lockout(ctx.user.id, vehicle.id, at);
    if (lockedUntil) {
      await audit('locked');
      throw tooManyRequests(`Too many wrong codes for ${vehicle.vehicleNumber}. Try again after ${formatLocal(lockedUntil)}.`, 'IMMOBILIZER_LOCKED');
    }
    if (!vehicle.immobilizerEnabled) {
      await audit('not_enabled');
      throw conflict(`${vehicle.vehicleNumber} has no immobilizer enabled.`, 'IMMOBILIZER_NOT_ENABLED');
    }
    return audit;
  }

  async function wrongCode(ctx: AuthContext, vehicle: VehicleRow, at: Date, audit: (outcome: string) => Promise<void>): Promise<never> {
    await audit('wrong_code');
    const { lockedUntil, attemptsLeft } = await lockout(ctx.user.id, vehicle.id, at);
    const then = lockedUntil ? ` Too many wrong codes: try again after ${formatLocal(lockedUntil)}.` : ` ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
    throw forbidden(`Wrong immobilizer code for ${vehicle.vehicleNumber}.${then}`, 'WRONG_IMMOBILIZER_CODE');
  }

  async function release(ctx: AuthContext, vehicle: VehicleRow): Promise<ImmobilizerActionResult> {
    const command = await deps.sendCommand(vehicle.id, 'engineResume', ctx.user.id);
    return { success: true, message: `Immobilizer Deactivated: Vehicle ${vehicle.vehicleNumber} is now ready to use`, command: toCommand(command) };
  }

  return {
    /** At confirmation: a fresh code for the booking's vehicle, if it has an immobilizer, sent to the member. */
    issueCode: async (booking: { id: number; userId: number; vehicleId: number; vehicleNumber: string; startTime: Date; endTime: Date }): Promise<void> => {
      const vehicle = await deps.findVehicle(booking.vehicleId);
      if (!vehicle?.immobilizerEnabled) return;
      const code = generateCode();
      const window = codeWindow(booking, now());
      await repository.saveCode({ bookingId: booking.id, vehicleId: booking.vehicleId, userId: booking.userId, codeHash: hasher.hash(bookingScope(booking.id), code), ...window });
      await notify([booking.userId], {
        type: 'ituran_code',
        title: `Immobilizer code for ${booking.vehicleNumber}`,
        message: `Your code is ${code}. It works from ${formatLocal(window.validFrom)} until ${formatLocal(window.validUntil)}.`,
      });
    },

    hashVehicleCode: (vehicleId: number, code: string) => hasher.hash(vehicleScope(vehicleId), code),

    async state(ctx: AuthContext, vehicleId: number): Promise<ImmobilizerState> {
      const vehicle = await vehicleOf(vehicleId);
      const [deviceStatus, command, lock] = await Promise.all([deps.deviceStatusOf(vehicleId), deps.latestCommandOf(vehicleId), lockout(ctx.user.id, vehicleId, now())]);
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
      const at = now();
      const audit = await admit(ctx, vehicle, 'deactivate', at);
      const mine = (await repository.currentCodesOf(vehicleId, at)).filter((c) => c.userId === ctx.user.id);
      if (mine.length === 0) {
        await audit('no_booking');
        throw forbidden(`You have no current booking of ${vehicle.vehicleNumber}. Its code works from 1 hour before your booking starts.`, 'NO_CURRENT_BOOKING');
      }
      const match = mine.find((c) => hasher.matches(bookingScope(c.bookingId), code, c.codeHash));
      if (!match) return wrongCode(ctx, vehicle, at, audit);
      await audit('accepted', match.bookingId);
      return release(ctx, vehicle);
    },

    /** Admins: the vehicle's own code or the code of its current booking. */
    async deactivateAsAdmin(ctx: AuthContext, vehicleId: number, code: string): Promise<ImmobilizerActionResult> {
      const vehicle = await vehicleOf(vehicleId);
      const at = now();
      const audit = await admit(ctx, vehicle, 'deactivate', at);
      const ownCode = vehicle.ituranCode !== null && hasher.matches(vehicleScope(vehicleId), code, vehicle.ituranCode);
      const bookingCode = (await repository.currentCodesOf(vehicleId, at)).some((c) => hasher.matches(bookingScope(c.bookingId), code, c.codeHash));
      if (!ownCode && !bookingCode) return wrongCode(ctx, vehicle, at, audit);
      await audit('accepted');
      return release(ctx, vehicle);
    },

    async activateAsAdmin(ctx: AuthContext, vehicleId: number): Promise<ImmobilizerActionResult> {
      const vehicle = await vehicleOf(vehicleId);
      const audit = await admit(ctx, vehicle, 'activate', now());
      const speed = await deps.drivingSpeedOf(vehicleId);
      if (speed !== null) {
        await audit('moving');
        throw conflict(`${vehicle.vehicleNumber} is moving (${speed} km/h). The immobilizer stops the engine, so it is engaged only while the vehicle stands still.`, 'VEHICLE_MOVING');
      }
      await audit('accepted');
      const command = await deps.sendCommand(vehicleId, 'engineStop', ctx.user.id);
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
