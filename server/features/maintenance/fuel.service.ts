import { addDays, addMonths, format, parseISO } from 'date-fns';
import type { FuelEntryRow, FuelRepository } from './fuel.repository.ts';
import type { FuelEntry, FuelEntryRequest, VehicleCosts } from '../../../contract/fuel.contract.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Events } from '../../events.ts';
import { badRequest, forbidden, notFound, said } from '../../http-errors.ts';
import { IMAGE_KINDS, readBase64Image } from '../../images.ts';
import { endOfLocalDay, localDayBounds } from '../../time.ts';
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
  events: Pick<Events, 'publish'>;
  now?: () => Date;
}

const HOUR = 3_600_000;
/** The tracker's level is read two hours either side of a fill. */
const AROUND_MS = 2 * HOUR;
/** A rise of the level smaller than this (points of %, or litres) is no fill. */
const FILL_RISE = 5;
/** A member records fuel of a vehicle they had within the last day. */
const MEMBER_WINDOW_MS = 24 * HOUR;
/** A phone's clock a little ahead is not a fill in the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

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
      const receipt = input.receiptPhoto
        ? await readBase64Image(input.receiptPhoto, IMAGE_KINDS.photo, { maxBytes: 10 * 1024 * 1024, upload: 'photo', n: 1 })
        : null;
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
            costPerKm: km > 0 ? round2(totalCost / km) : null,
            fills: own.length,
            flaggedFills: own.filter(({ v }) => v.trackerSaw === 'no_fill').length,
          };
        }),
      );
      return { month, vehicles: rows };
    },
  };
}
export type FuelService = ReturnType<typeof createFuelService>;
