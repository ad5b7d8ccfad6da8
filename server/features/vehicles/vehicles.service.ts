import type { VehicleRow, VehiclesRepository } from './vehicles.repository.ts';
import type { Language } from '../../../contract/constants.ts';
import {
  isBookable,
  typesMayBook,
  type Vehicle,
  type CreateVehicleRequest,
  type UpdateVehicleRequest,
  type VehicleCheckInCode,
} from '../../../contract/vehicles.contract.ts';
import type { Actor } from '../../actor.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Events, Tx } from '../../events.ts';
import { conflict, notFound, said } from '../../http-errors.ts';
import { formatSpanIn } from '../../time.ts';

/** A vehicle as the API shows it; `viewer` says whether their user types may book it (an admin's view: always). */
export function toVehicle(row: VehicleRow, viewer?: AuthContext): Vehicle {
  const { ituranCode: _code, trackerSecretHash: _secret, checkInCode: _checkIn, createdAt: _created, ...fields } = row;
  const mayBook = !viewer || typesMayBook(row.allowedUserTypes, viewer.user.userTypes, viewer.isAdmin);
  return { ...fields, hasIturanCode: row.ituranCode !== null, bookable: isBookable(row), mayBook } as Vehicle;
}

/** Statuses and flags that take a vehicle out of booking: refused while a booking holds it. */
const outOfBooking = (changes: { isActive?: boolean; status?: Vehicle['status'] }) =>
  changes.isActive === false || changes.status === 'maintenance' || changes.status === 'out_of_service';

interface VehiclesDeps {
  vehicles: VehiclesRepository;
  hashIturanCode: (vehicleId: number, code: string) => string;
  recordChange: RecordChange;
  /** States `vehicle.withdrawn` and `vehicle.back` (the availability feature tells the bookings' members). */
  events: Pick<Events, 'publish'>;
  /** Where the app is, for the link of a vehicle's check-in QR. */
  publicUrl: string;
}

export function createVehiclesService({ vehicles, hashIturanCode, recordChange, events, publicUrl }: VehiclesDeps) {
  /** 409 naming the booking the vehicle is out on now: it is never taken away mid-shift. */
  async function refuseWhileInUse(vehicle: VehicleRow, what: 'deactivated' | 'retired' | 'maintenance' | 'out_of_service'): Promise<void> {
    const held = await vehicles.inUseBookings(vehicle.id);
    if (!held.length) return;
    const listIn = (language: Language) => held.map((b) => `#${b.id} ${b.userName}, ${formatSpanIn(language, b.startTime, b.endTime)}`).join('; ');
    throw conflict(said('vehicle.held', { vehicle: vehicle.vehicleNumber, what, list: listIn('en'), 'list.he': listIn('he') }), 'VEHICLE_HELD');
  }

  async function existing(id: number): Promise<VehicleRow> {
    const vehicle = await vehicles.findById(id);
    if (!vehicle) throw notFound(said('vehicle.notFound', { id: String(id) }));
    return vehicle;
  }

  return {
    /** The code of the vehicle's check-in QR and the link it opens (admin). */
    async checkInCode(admin: AuthContext, id: number): Promise<VehicleCheckInCode> {
      assertAdmin(admin);
      const { vehicleNumber, checkInCode: code } = await existing(id);
      return { vehicleId: id, vehicleNumber, code, link: `${publicUrl}/check-in/${id}?code=${code}` };
    },

    /** Add Vehicle (admin): a new vehicle, available, with the form's fields. */
    async create(admin: AuthContext, { ituranCode, ...fields }: CreateVehicleRequest): Promise<Vehicle> {
      assertAdmin(admin);
      if (fields.immobilizerEnabled && fields.isActive === false) throw conflict(said('vehicle.inactiveImmobilizer'), 'VEHICLE_INACTIVE');
      const row = await vehicles.insert({ ...fields, allowedUserTypes: fields.allowedUserTypes ?? [] });
      if (!row) throw conflict(said('vehicle.numberTaken', { vehicle: fields.vehicleNumber }), 'VEHICLE_NUMBER_TAKEN');
      const created = toVehicle(ituranCode ? ((await vehicles.update(row.id, { ituranCode: hashIturanCode(row.id, ituranCode) })) ?? row) : row);
      await recordChange(admin, { entity: 'vehicle', entityId: row.id, action: 'create', after: created });
      return created;
    },

    /** The whole Manage Vehicle form (admin): what is sent changes; out of booking only while no booking holds it. */
    async update(admin: AuthContext, id: number, { ituranCode, ...fields }: UpdateVehicleRequest): Promise<Vehicle> {
      assertAdmin(admin);
      const vehicle = await existing(id);
      if (fields.vehicleNumber && fields.vehicleNumber !== vehicle.vehicleNumber && (await vehicles.findByNumber(fields.vehicleNumber))) {
        throw conflict(said('vehicle.numberTaken', { vehicle: fields.vehicleNumber }), 'VEHICLE_NUMBER_TAKEN');
      }
      const leaving = outOfBooking(fields) && !outOfBooking({ isActive: vehicle.isActive, status: vehicle.status === 'in_use' ? 'available' : vehicle.status });
      if (leaving)
        await refuseWhileInUse(vehicle, fields.isActive === false ? 'deactivated' : fields.status === 'maintenance' ? 'maintenance' : 'out_of_service');
      if (fields.immobilizerEnabled && !(fields.isActive ?? vehicle.isActive)) {
        throw conflict(said('vehicle.activateFirst', { vehicle: vehicle.vehicleNumber }), 'VEHICLE_INACTIVE');
      }
      // Its immobilizer setting is kept while it is inactive (no code is issued without bookings), so reactivating brings it back.
      const changes: Partial<VehicleRow> = { ...fields };
      if (ituranCode !== undefined) changes.ituranCode = ituranCode ? hashIturanCode(id, ituranCode) : null;
      if (!Object.keys(changes).length) return toVehicle(vehicle);
      // Its coming bookings need another vehicle (their members are told and may move them), or have it back.
      return vehicles.changing(async (repository, tx) => {
        const changed = (await repository.update(id, changes)) ?? vehicle;
        if (leaving) await events.publish(tx, 'vehicle.withdrawn', { vehicleId: id, kind: fields.isActive === false ? 'retired' : 'maintenance' });
        else if (isBookable(changed) && !isBookable(vehicle)) await events.publish(tx, 'vehicle.back', { vehicleId: id });
        const updated = toVehicle(changed);
        await recordChange(admin, { entity: 'vehicle', entityId: id, action: 'update', before: toVehicle(vehicle), after: updated }, tx);
        return updated;
      });
    },

    /** A vehicle is retired, never deleted: inactive and out of service, its history kept. */
    async retire(admin: AuthContext, id: number): Promise<{ vehicle: Vehicle; message: string }> {
      assertAdmin(admin);
      const vehicle = await existing(id);
      await refuseWhileInUse(vehicle, 'retired');
      const row = await vehicles.changing(async (repository, tx) => {
        const retired = (await repository.update(id, { isActive: false, status: 'out_of_service' })) ?? vehicle;
        await events.publish(tx, 'vehicle.withdrawn', { vehicleId: id, kind: 'retired' });
        await recordChange(admin, { entity: 'vehicle', entityId: id, action: 'retire', before: toVehicle(vehicle), after: toVehicle(retired) }, tx);
        return retired;
      });
      return { vehicle: toVehicle(row), message: `${vehicle.vehicleNumber} is retired: it can no longer be booked; its bookings and positions are kept.` };
    },

    /**
     * Into maintenance on another change's transaction (a damage review that asked for it, a
     * failed check), audited as whoever did it; a vehicle out on a booking goes too: it must not be driven.
     */
    async toMaintenance(actor: Actor, id: number, tx: Tx): Promise<void> {
      const repository = vehicles.on(tx);
      const vehicle = await repository.findById(id);
      // Already in maintenance: its bookings were told when it went.
      if (!vehicle || vehicle.status === 'maintenance') return;
      const changed = (await repository.update(id, { status: 'maintenance' })) ?? vehicle;
      await events.publish(tx, 'vehicle.withdrawn', { vehicleId: id, kind: 'maintenance' });
      await recordChange(actor, { entity: 'vehicle', entityId: id, action: 'update', before: toVehicle(vehicle), after: toVehicle(changed) }, tx);
    },

    /** Out of maintenance on another change's transaction (its last blocking work order done): bookable again. */
    async backFromMaintenance(actor: Actor, id: number, tx: Tx): Promise<void> {
      const repository = vehicles.on(tx);
      const vehicle = await repository.findById(id);
      if (!vehicle || vehicle.status !== 'maintenance') return;
      const changed = (await repository.update(id, { status: 'available' })) ?? vehicle;
      if (isBookable(changed)) await events.publish(tx, 'vehicle.back', { vehicleId: id });
      await recordChange(actor, { entity: 'vehicle', entityId: id, action: 'update', before: toVehicle(vehicle), after: toVehicle(changed) }, tx);
    },

    list: async (viewer: AuthContext): Promise<Vehicle[]> => (await vehicles.list()).map((row) => toVehicle(row, viewer)),
  };
}
export type VehiclesService = ReturnType<typeof createVehiclesService>;
