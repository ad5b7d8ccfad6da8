import { addDays, addMonths, format, parseISO } from 'date-fns';
import { createFuelRepository, type FuelEntryRow, type FuelRepository } from './fuel.repository.ts';
import { FILL_RISE, type FuelEntry, type FuelEntryRequest, type VehicleCosts } from '../../../contract/fuel.contract.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { DomainEvents, Events, Tx } from '../../events.ts';
import { badRequest, forbidden, notFound, said } from '../../http-errors.ts';
import { readReceiptPhoto } from '../../images.ts';
import { endOfLocalDay, localDayBounds } from '../../time.ts';
import type { FuelRise } from '../analytics/index.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface FuelDeps {
  repository: FuelRepository;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  activeVehicles: () => Promise<VehicleRow[]>;
  /** Whether the member had the vehicle in [from, to) (the bookings feature). */
  memberHad: (userId: number, vehicleId: number, from: Date, to: Date) => Promise<boolean>;
  /** The tracker's fuel level around a moment (the tracking feature). */
  fuelAround: (vehicleId: number, at: Date, spanMs: number) => Promise<{ before: number | null; after: number | null }>;
  kmBetween: (vehicleId: number, from: string, to: string) => Promise<number>;
  /** The rises of the trackers' fuel levels over Jerusalem days [from, to] (the analytics feature). */
  fuelRises: (vehicleIds: number[], from: string, to: string) => Promise<FuelRise[]>;
  events: Pick<Events, 'publish'>;
  now?: () => Date;
}

const HOUR = 3_600_000;
/** The tracker's level is read two hours either side of a fill. */
const AROUND_MS = 2 * HOUR;
/** A member records fuel of a vehicle they had within the last day. */
const MEMBER_WINDOW_MS = 24 * HOUR;
/** A phone's clock a little ahead is not a fill in the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The fills the trackers saw that nobody recorded: rises of a vehicle's level with no fill of it
 * within two hours either side; rises that close to each other are one fill (a level read while it was poured).
 */
export function unrecordedFills(rises: FuelRise[], entries: Pick<FuelEntryRow, 'vehicleId' | 'filledAt'>[]): FuelRise[] {
  const fills: FuelRise[] = [];
  for (const rise of rises) {
    const from = Date.parse(rise.fromAt);
    const last = fills.findLast((fill) => fill.vehicleId === rise.vehicleId);
    if (last && from - Date.parse(last.at) <= AROUND_MS) {
      Object.assign(last, { at: rise.at, rise: last.rise + rise.rise });
      continue;
    }
    fills.push({ ...rise });
  }
  return fills.filter(
    (fill) =>
      !entries.some(
        (e) =>
          e.vehicleId === fill.vehicleId &&
          e.filledAt.getTime() >= Date.parse(fill.fromAt) - AROUND_MS &&
          e.filledAt.getTime() <= Date.parse(fill.at) + AROUND_MS,
      ),
  );
}

/** Fuel entries, the tracker's word on each fill, and the month's cost per vehicle and km (docs/decisions/027). */
export function createFuelService(deps: FuelDeps) {
  const { repository, now = () => new Date() } = deps;

  async function verdictOf(row: Pick<FuelEntryRow, 'vehicleId' | 'filledAt'>) {
    const { before, after } = await deps.fuelAround(row.vehicleId, row.filledAt, AROUND_MS);
    if (before === null || after === null) return { trackerSaw: 'unknown' as const, trackerRise: null };
    const rise = round2(after - before);
    return { trackerSaw: rise >= FILL_RISE ? ('fill' as const) : ('no_fill' as const), trackerRise: rise };
  }

  async function toEntry(row: FuelEntryRow): Promise<FuelEntry> {
    return {
      id: row.id,
      vehicleId: row.vehicleId,
      vehicleNumber: row.vehicleNumber,
      userName: row.userName,
      litres: row.litres,
      cost: row.cost,
      odometer: row.odometer,
      station: row.station,
      filledAt: row.filledAt.toISOString(),
      hasReceipt: row.hasReceipt,
      ...(await verdictOf(row)),
    };
  }

  return {
    /** A fill, by an admin or a member who had the vehicle within the last day; its odometer moves the vehicle's on. */
    async add(ctx: AuthContext, vehicleId: number, input: FuelEntryRequest): Promise<FuelEntry> {
      const vehicle = await deps.findVehicle(vehicleId);
      if (!vehicle) throw notFound(said('vehicle.notFound', { id: String(vehicleId) }));
      const at = now();
      const filledAt = input.filledAt ? new Date(input.filledAt) : at;
      if (filledAt.getTime() > at.getTime() + CLOCK_SKEW_MS) throw badRequest(said('fuel.future'), 'FUEL_IN_FUTURE');
      if (!ctx.isAdmin && !(await deps.memberHad(ctx.user.id, vehicleId, new Date(filledAt.getTime() - MEMBER_WINDOW_MS), new Date(at.getTime() + HOUR))))
        throw forbidden(said('fuel.notYours', { vehicle: vehicle.vehicleNumber }), 'NOT_YOUR_VEHICLE');
      const receipt = input.receiptPhoto ? await readReceiptPhoto(input.receiptPhoto) : null;
      const odometer = input.odometer ?? null;
      const id = await repository.insert(
        {
          vehicleId,
          userId: ctx.user.id,
          litres: input.litres,
          cost: input.cost,
          odometer,
          station: input.station?.trim() || null,
          filledAt,
          receipt: receipt?.data ?? null,
          receiptType: receipt?.contentType ?? null,
        },
        (tx, fuelEntryId) => deps.events.publish(tx, 'vehicle.refuelled', { vehicleId, fuelEntryId, odometer }),
      );
      return toEntry((await repository.findById(id))!);
    },

    /** A fill told with the vehicle's return: an entry at the return's odometer, on its transaction (the return moves the odometer on). */
    async recordOnReturn({ vehicleId, userId, mileage, refuel }: DomainEvents['vehicle.returned'], tx: Tx): Promise<void> {
      if (!refuel) return;
      const { litres, cost, station, receipt } = refuel;
      await createFuelRepository(tx).add({
        vehicleId,
        userId,
        litres,
        cost,
        station,
        odometer: mileage,
        filledAt: now(),
        receipt: receipt?.data ?? null,
        receiptType: receipt?.contentType ?? null,
      });
    },

    async list(admin: AuthContext, vehicleId: number): Promise<FuelEntry[]> {
      assertAdmin(admin);
      return Promise.all((await repository.ofVehicle(vehicleId)).map(toEntry));
    },

    /** GET /api/admin/reports/vehicle-costs: a Jerusalem month's km, fuel, work and cost per km of every vehicle. */
    async costs(admin: AuthContext, month = localDateOf(now()).slice(0, 7)): Promise<VehicleCosts> {
      assertAdmin(admin);
      const first = `${month}-01`;
      const last = format(addDays(addMonths(parseISO(first), 1), -1), 'yyyy-MM-dd');
      const [from, to] = [localDayBounds(first).from, endOfLocalDay(last)];
      const [entries, work, fleet] = await Promise.all([repository.between(from, to), repository.workOrderCosts(from, to), deps.activeVehicles()]);
      const verdicts = await Promise.all(entries.map(verdictOf));
      const unrecorded = unrecordedFills(
        await deps.fuelRises(
          fleet.map((v) => v.id),
          first,
          last,
        ),
        entries,
      );
      const rows = await Promise.all(
        fleet.map(async (vehicle) => {
          const own = entries.map((e, i) => ({ e, v: verdicts[i]! })).filter(({ e }) => e.vehicleId === vehicle.id);
          const km = round2(await deps.kmBetween(vehicle.id, first, last));
          const fuelCost = round2(own.reduce((sum, { e }) => sum + e.cost, 0));
          const workOrderCost = round2(work.get(vehicle.id) ?? 0);
          const totalCost = round2(fuelCost + workOrderCost);
          return {
            vehicleId: vehicle.id,
            vehicleNumber: vehicle.vehicleNumber,
            km,
            fuelLitres: round2(own.reduce((sum, { e }) => sum + e.litres, 0)),
            fuelCost,
            workOrderCost,
            totalCost,
            // Under a km (GPS drift of a parked vehicle), a cost per km says nothing.
            costPerKm: km >= 1 ? round2(totalCost / km) : null,
            fills: own.length,
            flaggedFills: own.filter(({ v }) => v.trackerSaw === 'no_fill').length,
            unrecordedFills: unrecorded.filter((fill) => fill.vehicleId === vehicle.id).map(({ fromAt, at, rise }) => ({ fromAt, at, rise: round2(rise) })),
          };
        }),
      );
      return { month, vehicles: rows };
    },
  };
}
export type FuelService = ReturnType<typeof createFuelService>;
