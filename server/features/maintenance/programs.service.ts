import { addDays } from 'date-fns';
import type { ProgramRow, ProgramsRepository, ServiceRow } from './programs.repository.ts';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../../contract/constants.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { MAINTENANCE_STATES, type MaintenanceProgram, type ProgramDue, type VehicleMaintenance } from '../../../contract/maintenance.contract.ts';
import { dueOf } from '../../../contract/maintenance.rules.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { conflict, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import { endOfLocalDay } from '../../time.ts';
import type { VehicleRow } from '../vehicles/index.ts';

export interface ProgramsDeps {
  repository: ProgramsRepository;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  activeVehicles: () => Promise<VehicleRow[]>;
  /** km each vehicle drove over Jerusalem days [from, to] as its tracker measured them (the analytics feature). */
  kmOf: (vehicleIds: number[], from: string, to: string) => Promise<Map<number, number>>;
  /** Whether a booking holds the vehicle now (a vehicle is never taken out mid-shift). */
  heldNow: (vehicleId: number) => Promise<boolean>;
  /** Opens the service's work order and takes the vehicle out, on one transaction (the work orders). */
  takeOutForService: (vehicle: VehicleRow, program: ProgramRow) => Promise<void>;
  adminIds: () => Promise<number[]>;
  notify: Notify;
  recordChange: RecordChange;
  now?: () => Date;
}

const PACE_DAYS = 30;

/** A vehicle's programmes with where each stands, and its pace where it was read. */
interface VehicleDues {
  kmPerDay: number | null;
  dues: { program: ProgramRow; due: ProgramDue }[];
}
const serviceKey = (vehicleId: number, programKey: string) => `${vehicleId} ${programKey}`;

const toProgram = (row: ProgramRow) => ({
  key: row.key,
  name: row.name,
  nameHe: row.nameHe,
  everyKm: row.everyKm,
  everyMonths: row.everyMonths,
  dueSoonKm: row.dueSoonKm,
  dueSoonDays: row.dueSoonDays,
});

/**
 * Maintenance that follows the odometer (docs/decisions/027): programmes per category, each
 * vehicle's next service by km or months and its forecast at the last 30 days' pace; due soon, the
 * admins are told; overdue, the vehicle goes to maintenance once no booking holds it, and bookings
 * past the due point are refused.
 */
export function createProgramsService(deps: ProgramsDeps) {
  const { repository, now = () => new Date() } = deps;

  /** km a day over the last 30 whole days, of each vehicle (none: an empty map). */
  async function pacesOf(vehicles: VehicleRow[]): Promise<Map<number, number>> {
    if (!vehicles.length) return new Map();
    const km = await deps.kmOf(
      vehicles.map((v) => v.id),
      localDateOf(addDays(now(), -PACE_DAYS)),
      localDateOf(addDays(now(), -1)),
    );
    return new Map([...km].map(([id, driven]) => [id, driven / PACE_DAYS]));
  }

  /** Counting of a programme begins for the vehicle now, at its odometer (once: a baseline kept is kept). */
  const beginCounting = (vehicle: VehicleRow, programKey: string) =>
    repository.addBaseline({ vehicleId: vehicle.id, programKey, doneOn: localDateOf(now()), odometer: vehicle.mileage });

  /** Each vehicle's last service of each of its programmes; a vehicle that joined the category since the programme was saved begins counting now. */
  async function lastServicesOf(wanted: { vehicle: VehicleRow; program: ProgramRow }[]): Promise<Map<string, ServiceRow>> {
    const read = async () =>
      new Map((await repository.lastServices(wanted.map((w) => w.vehicle.id))).map((row) => [serviceKey(row.vehicleId, row.programKey), row]));
    const last = await read();
    const beginning = wanted.filter(({ vehicle, program }) => !last.has(serviceKey(vehicle.id, program.key)));
    for (const { vehicle, program } of beginning) await beginCounting(vehicle, program.key);
    return beginning.length ? read() : last;
  }

  /**
   * Each programme of each vehicle's category with where it stands, for many vehicles in a query
   * of each kind (the fleet's list reads its whole fleet so). The pace (30 days of km, read on every
   * booking of the vehicle) is read only where it dates a service due by km, unless `pace` is 'always'.
   */
  async function duesOf(vehicles: VehicleRow[], pace: 'for km' | 'always' = 'for km'): Promise<Map<number, VehicleDues>> {
    const programs = vehicles.length ? await repository.programsIn([...new Set(vehicles.map((v) => v.category))]) : [];
    const programsFor = (vehicle: VehicleRow) => programs.filter((p) => p.category === vehicle.category);
    const wanted = vehicles.flatMap((vehicle) => programsFor(vehicle).map((program) => ({ vehicle, program })));
    const paced = pace === 'always' ? vehicles : vehicles.filter((v) => v.mileage !== null && programsFor(v).some((p) => p.everyKm !== null));
    const paces = await pacesOf(paced);
    const last = wanted.length ? await lastServicesOf(wanted) : new Map<string, ServiceRow>();
    const pacedIds = new Set(paced.map((v) => v.id));
    const today = localDateOf(now());
    return new Map(
      vehicles.map((vehicle) => {
        const kmPerDay = pacedIds.has(vehicle.id) ? (paces.get(vehicle.id) ?? 0) : null;
        const dues = programsFor(vehicle).map((program) => {
          const row = last.get(serviceKey(vehicle.id, program.key))!;
          const lastService = { date: row.doneOn, odometer: row.odometer, baseline: row.baseline };
          return { program, due: { ...toProgram(program), lastService, ...dueOf(program, lastService, vehicle.mileage, kmPerDay ?? 0, today) } };
        });
        return [vehicle.id, { kmPerDay, dues }];
      }),
    );
  }

  const duesOfOne = async (vehicle: VehicleRow, pace?: 'for km' | 'always') => (await duesOf([vehicle], pace)).get(vehicle.id)!;

  async function existingVehicle(vehicleId: number): Promise<VehicleRow> {
    const vehicle = await deps.findVehicle(vehicleId);
    if (!vehicle) throw notFound(said('vehicle.notFound', { id: String(vehicleId) }));
    return vehicle;
  }

  /** A vehicle's maintenance as GET /api/vehicles/{id}/maintenance answers it. */
  const maintenanceOf = (vehicle: VehicleRow, { kmPerDay, dues }: VehicleDues): VehicleMaintenance => ({
    vehicleId: vehicle.id,
    vehicleNumber: vehicle.vehicleNumber,
    odometer: vehicle.mileage,
    kmPerDay: Math.round((kmPerDay ?? 0) * 10) / 10,
    programs: dues.map((d) => d.due),
  });

  async function programsOf(admin: AuthContext, category: VehicleCategory) {
    assertAdmin(admin);
    return { category, programs: (await repository.programsOf(category)).map(toProgram) };
  }

  return {
    programs: programsOf,

    async allPrograms(admin: AuthContext) {
      assertAdmin(admin);
      const rows = await repository.allPrograms();
      return VEHICLE_CATEGORIES.map((category) => ({ category, programs: rows.filter((r) => r.category === category).map(toProgram) }));
    },

    /** The category's programmes replaced; vehicles begin counting from their last service, or from now; audited. */
    async savePrograms(admin: AuthContext, category: VehicleCategory, programs: MaintenanceProgram[]) {
      assertAdmin(admin);
      const before = (await repository.programsOf(category)).map(toProgram);
      await repository.replacePrograms(category, programs, (tx) =>
        deps.recordChange(
          admin,
          { entity: 'maintenance_program', entityId: category, action: 'update', before: { programs: before }, after: { programs } },
          tx,
        ),
      );
      for (const vehicle of (await deps.activeVehicles()).filter((v) => v.category === category))
        for (const program of programs) await beginCounting(vehicle, program.key);
      return programsOf(admin, category);
    },

    async vehicleMaintenance(vehicleId: number): Promise<VehicleMaintenance> {
      const vehicle = await existingVehicle(vehicleId);
      return maintenanceOf(vehicle, await duesOfOne(vehicle, 'always'));
    },

    async fleetMaintenance(admin: AuthContext): Promise<VehicleMaintenance[]> {
      assertAdmin(admin);
      const vehicles = await deps.activeVehicles();
      const dues = await duesOf(vehicles, 'always');
      const all = vehicles.map((vehicle) => maintenanceOf(vehicle, dues.get(vehicle.id)!));
      const rank = (m: VehicleMaintenance) => Math.min(...m.programs.map((p) => MAINTENANCE_STATES.length - 1 - MAINTENANCE_STATES.indexOf(p.state)), 9);
      return all.filter((m) => m.programs.length).sort((a, b) => rank(a) - rank(b) || a.vehicleNumber.localeCompare(b.vehicleNumber));
    },

    /**
     * A booking rule, on the vehicle the booking already read (a booking's hot path reads it once):
     * refused while a programme is overdue, or when the booking ends after a programme falls due.
     */
    async checkService(vehicle: VehicleRow, w: { start: Date; end: Date }): Promise<void> {
      for (const { due } of (await duesOfOne(vehicle)).dues) {
        const about = { vehicle: vehicle.vehicleNumber, program: due.name, 'program.he': due.nameHe };
        if (due.state === 'overdue') throw conflict(said('maintenance.overdue', about), 'SERVICE_OVERDUE');
        if (due.forecastDate && w.end > endOfLocalDay(due.forecastDate))
          throw conflict(said('maintenance.dueBefore', { ...about, date: due.forecastDate }), 'SERVICE_DUE');
      }
    },

    /** The job: admins told once per due point; an overdue vehicle that no booking holds goes to maintenance with its work order. */
    async review(): Promise<{ told: number; takenOut: number }> {
      let told = 0;
      let takenOut = 0;
      const vehicles = await deps.activeVehicles();
      const dues = await duesOf(vehicles);
      for (const vehicle of vehicles) {
        for (const { program, due } of dues.get(vehicle.id)!.dues) {
          if (due.state === 'ok') continue;
          const point = `${due.nextDue.km ?? ''}|${due.nextDue.date ?? ''}`;
          if (await repository.firstAlert(vehicle.id, program.key, point, due.state)) {
            const params = {
              vehicle: vehicle.vehicleNumber,
              program: due.name,
              'program.he': due.nameHe,
              state: due.state,
              date: due.forecastDate ?? '',
              kmLeft: due.kmLeft ?? '',
            };
            await deps.notify(await deps.adminIds(), { type: 'system_update', text: 'maintenance.due', params });
            told += 1;
          }
          if (due.state !== 'overdue' || vehicle.status !== 'available' || (await deps.heldNow(vehicle.id))) continue;
          if (await repository.openServiceOrder(vehicle.id, program.key)) continue;
          await deps.takeOutForService(vehicle, program);
          takenOut += 1;
        }
      }
      return { told, takenOut };
    },
  };
}
export type ProgramsService = ReturnType<typeof createProgramsService>;
