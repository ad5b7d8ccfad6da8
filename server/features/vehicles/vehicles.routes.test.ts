import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users, vehicles } from '../../db/schema.ts';
import { aVehicle } from '../../test-support/builders.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
let emt: string;

beforeAll(async () => void ({ t, admin, emt } = await createSignedInTestApp()));
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const rowOf = async (vehicleNumber: string) => (await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, vehicleNumber)))[0];

describe('Vehicle Management: add, edit and retire', () => {
  it('adds a vehicle with the whole form; equipment as a list or as an object of flags; refuses a taken number and bad fields', async () => {
    const added = await call('POST', '/api/vehicles', {
      vehicleNumber: 'a9',
      make: 'Mercedes-Benz',
      model: 'Sprinter 519',
      category: 'Ambulances',
      year: 2024,
      allowedUserTypes: ['EMT', 'paramedic', 'EMT'],
      equipment: { Defibrillator: true, Stretcher: 1, Monitor: false },
      lastServiceDate: '2026-09-01',
      nextServiceDate: '2027-03-01',
      mileage: 12_500,
      vin: 'wdb9066331s123456',
      ituranCode: 'ab12',
      immobilizerEnabled: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      vehicleNumber: 'A9',
      status: 'available',
      isActive: true,
      allowedUserTypes: ['EMT', 'paramedic'],
      equipment: ['Defibrillator', 'Stretcher'],
      hasIturanCode: true,
      vin: 'WDB9066331S123456',
      fuelType: 'petrol',
    });
    expect((await rowOf('A9'))!.ituranCode).not.toContain('AB12');
    expect((await call('POST', '/api/vehicles', { vehicleNumber: 'A9', make: 'X', model: 'Y', category: 'Ambulances' })).statusCode).toBe(409);
    for (const [payload, message] of [
      [{ make: 'X', model: 'Y', category: 'Ambulances' }, 'Vehicle number is required'],
      [{ vehicleNumber: 'Z1', make: 'X', model: 'Y', category: 'Boats' }, 'Category is one of'],
      [{ vehicleNumber: 'Z1', make: 'X', model: 'Y', category: 'Support', equipment: ['Jetpack'] }, 'Equipment is chosen from'],
      [{ vehicleNumber: 'Z1', make: 'X', model: 'Y', category: 'Support', mileage: -5 }, 'Mileage cannot be negative'],
      [{ vehicleNumber: 'Z1', make: 'X', model: 'Y', category: 'Support', year: 9999 }, 'Year is at most'],
      [
        { vehicleNumber: 'Z1', make: 'X', model: 'Y', category: 'Support', lastServiceDate: '2026-09-01', nextServiceDate: '2026-08-01' },
        'The next service date must be after the last service date',
      ],
      [{ vehicleNumber: 'Z1', make: 'X', model: 'Y', category: 'Support', motTestDate: '2026-02-30' }, 'that day does not exist'],
      [{ vehicleNumber: 'Z1', make: 'X', model: 'Y', category: 'Support', wings: 2 }, 'wings'],
    ] as const) {
      const refused = await call('POST', '/api/vehicles', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(await rowOf('Z1')).toBeUndefined();
    expect((await call('POST', '/api/vehicles', { vehicleNumber: 'Z2', make: 'X', model: 'Y', category: 'Support' }, emt)).statusCode).toBe(403);
  });

  it('edits any field; a vehicle out on a booking cannot go to maintenance or be deactivated or retired, naming the booking', async () => {
    const a9 = await aVehicle(t.database.db, { make: 'Mercedes-Benz', model: 'Sprinter 519' });
    const edited = await call('PATCH', `/api/vehicles/${a9.id}`, {
      model: 'Sprinter 516',
      fuelType: 'diesel',
      equipment: ['Oxygen Tank'],
      maintenanceNotes: 'New tyres',
    });
    expect(edited.json()).toMatchObject({
      model: 'Sprinter 516',
      fuelType: 'diesel',
      equipment: ['Oxygen Tank'],
      maintenanceNotes: 'New tyres',
      make: 'Mercedes-Benz',
    });
    // Out on a booking now: as the lifecycle job leaves one that has begun.
    const now = Date.now();
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const [underWay] = await t.database.db
      .insert(bookings)
      .values({ userId: member!.id, vehicleId: a9.id, startTime: new Date(now - 3600_000), endTime: new Date(now + 3600_000), status: 'active' })
      .returning();
    for (const payload of [{ status: 'maintenance' }, { isActive: false }]) {
      const refused = await call('PATCH', `/api/vehicles/${a9.id}`, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(new RegExp(`#${underWay!.id} Tamar Friedman`));
    }
    expect((await call('DELETE', `/api/vehicles/${a9.id}`)).statusCode).toBe(409);
    expect(await rowOf(a9.vehicleNumber)).toMatchObject({ status: 'available', isActive: true });
    await t.database.db
      .update(bookings)
      .set({ status: 'completed', endTime: new Date(now - 60_000) })
      .where(eq(bookings.id, underWay!.id));
    const retired = await call('DELETE', `/api/vehicles/${a9.id}`);
    expect(retired.json()).toMatchObject({ vehicle: { isActive: false, status: 'out_of_service' } });
    expect(await rowOf(a9.vehicleNumber)).toBeDefined();
    const renamed = await call('PATCH', `/api/vehicles/${a9.id}`, { vehicleNumber: 'A3' });
    expect(renamed.statusCode).toBe(409);
    expect((await call('PATCH', '/api/vehicles/999999', { model: 'X' })).statusCode).toBe(404);
  });
});
