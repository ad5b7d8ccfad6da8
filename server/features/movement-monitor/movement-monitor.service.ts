import type { MovementMonitorRepository } from './movement-monitor.repository.ts';
import type { MovementMonitorAction, MovementMonitorStatus } from '../../../contract/movement-monitor.contract.ts';
import { DRIVING_KMH } from '../../../contract/tracking.contract.ts';
import type { Notify } from '../../notify-port.ts';

export interface MovementMonitorDeps {
  repository: MovementMonitorRepository;
  notify: Notify;
  adminIds: () => Promise<number[]>;
  addressOf: (latitude: number, longitude: number) => string;
  /** Seconds between checks (the settings; read at each check). */
  intervalSeconds: () => number;
  /** Running or not on a database that never had the monitor. */
  runningAtFirst: boolean;
  /** A report older than this says nothing about moving now (the tracking online window). */
  freshMinutes: number;
  now?: () => Date;
}

/** docs/spec/admin-app.md 4: back to available after 30 minutes without movement. */
export const QUIET_MINUTES = 30;

/**
 * The movement monitor (docs/spec/admin-app.md 2.20): a vehicle that moves while no booking covers
 * it is set in_use and the admins are told; after 30 quiet minutes it is available again.
 */
export function createMovementMonitorService({
  repository,
  notify,
  adminIds,
  addressOf,
  intervalSeconds,
  runningAtFirst,
  freshMinutes,
  now = () => new Date(),
}: MovementMonitorDeps) {
  let ensured: Promise<void> | undefined;
  /** Creates the monitor's row on first use (concurrent instances agree: insert or nothing). */
  const ready = () => (ensured ??= repository.ensure(runningAtFirst));
  const freshSince = (at: Date) => new Date(at.getTime() - freshMinutes * 60_000);

  async function status(): Promise<MovementMonitorStatus> {
    await ready();
    const at = now();
    const [state, vehiclesMonitored, moving, autoSetBusyCount] = await Promise.all([
      repository.state(),
      repository.monitoredCount(),
      repository.moving(at, freshSince(at), DRIVING_KMH),
      repository.autoBusyCount(),
    ]);
    return {
      isRunning: state.isRunning,
      vehiclesMonitored,
      movingVehicles: moving.length,
      autoSetBusyCount,
      checkInterval: intervalSeconds(),
      lastCheck: state.lastCheck?.toISOString() ?? null,
      nextCheck: state.nextCheck?.toISOString() ?? null,
    };
  }

  /** One check; when it is not due (or another instance ran it) nothing changes. */
  async function check(force: boolean): Promise<{ setBusy: string[]; released: string[] }> {
    await ready();
    const at = now();
    const result = await repository.claimCheck(at, new Date(at.getTime() + intervalSeconds() * 1000), force, async (tx) => {
      const moving = await repository.moving(at, freshSince(at), DRIVING_KMH, tx);
      const busyIds = await repository.setAutoBusy(
        tx,
        moving.filter((m) => !m.booked && !m.autoBusy).map((m) => m.vehicleId),
        at,
      );
      await repository.stillMoving(
        tx,
        moving.filter((m) => m.autoBusy).map((m) => m.vehicleId),
        at,
      );
      const released = await repository.release(tx, new Date(at.getTime() - QUIET_MINUTES * 60_000));
      return { setBusy: moving.filter((m) => busyIds.includes(m.vehicleId)), released };
    });
    if (!result) return { setBusy: [], released: [] };
    if (result.setBusy.length) {
      const admins = await adminIds();
      for (const m of result.setBusy) {
        await notify(admins, {
          type: 'vehicle_movement',
          text: 'vehicle.moving',
          params: {
            vehicleId: m.vehicleId,
            vehicle: m.vehicleNumber,
            speed: Math.round(m.speedKmh),
            place: addressOf(m.latitude, m.longitude),
            minutes: QUIET_MINUTES,
          },
        });
      }
    }
    return { setBusy: result.setBusy.map((m) => m.vehicleNumber), released: result.released };
  }

  const act = async (run: () => Promise<{ setBusy: string[]; released: string[] }>): Promise<MovementMonitorAction> => ({
    success: true,
    ...(await run()),
    status: await status(),
  });

  return {
    status,
    /** The scheduled tick of every instance: runs the check when it is due. */
    tick: () => check(false),
    forceCheck: () => act(() => check(true)),
    /** The first check comes one interval later, then every interval. */
    start: () =>
      act(async () => {
        await repository.setRunning(true, new Date(now().getTime() + intervalSeconds() * 1000));
        return { setBusy: [], released: [] };
      }),
    stop: () =>
      act(async () => {
        await repository.setRunning(false, null);
        return { setBusy: [], released: [] };
      }),
  };
}
export type MovementMonitorService = ReturnType<typeof createMovementMonitorService>;
