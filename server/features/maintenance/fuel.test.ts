import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuelEntry, VehicleCosts } from '../../../contract/fuel.contract.ts';
import { localDateOf, localInstant } from '../../../contract/jerusalem-time.ts';
import type { WorkOrder } from '../../../contract/work-orders.contract.ts';
import { bookings, documents, fuelEntries, positions, vehicles, workOrders } from '../../db/schema.ts';
import { aBooking, aMember, aVehicle } from '../../test-support/builders.ts';
import { photoJpeg, pngClaiming } from '../../test-support/images.ts';
import { bearer, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => void ({ t, admin } = await createSignedInTestApp()));
afterAll(() => t.close());

const HOUR = 3_600_000;
/** Now, or a minute before today's Jerusalem midnight while today is less than six hours old. */
function endOfOneDay(): number {
  const now = Date.now();
  const midnight = localInstant(localDateOf(new Date(now)), 0).getTime();
  return now - midnight >= 6 * HOUR ? now : midnight - 60_000;
}
const fill = (vehicleId: number, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/vehicles/${vehicleId}/fuel`, headers: bearer(token), payload });
/** The tracker's fuel level at a moment, as a position it reported. */
const level = (vehicleId: number, at: number, fuel: number) =>
  t.database.db.insert(positions).values({ vehicleId, deviceTime: new Date(at), latitude: 31.747, longitude: 34.9881, attributes: { fuel } });

describe('fuel', () => {
  it('is recorded by a member who had the vehicle or an admin, and moves the odometer on, never back', async () => {
    const vehicle = await aVehicle(t.database.db, { mileage: 120_000 });
    const member = await aMember(t.database.db);
    const token = await t.login(member.email);
    const other = await t.login((await aMember(t.database.db)).email);
    const booking = await aBooking().for(member).on(vehicle).in(t.database.db);
    await t.database.db
      .update(bookings)
      .set({ startTime: new Date(Date.now() - 3 * HOUR), endTime: new Date(Date.now() - HOUR), status: 'completed' })
      .where(eq(bookings.id, booking.id));

    const receipt = `data:image/jpeg;base64,${(await photoJpeg(320, 480)).toString('base64')}`;
    const done = await fill(vehicle.id, token, { litres: 42.5, cost: 298.4, odometer: 120_350, station: 'Paz Beit Shemesh', receiptPhoto: receipt });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json<FuelEntry>()).toMatchObject({ litres: 42.5, cost: 298.4, odometer: 120_350, hasReceipt: true, trackerSaw: 'unknown' });
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id)))[0]!.mileage).toBe(120_350);
    expect((await fill(vehicle.id, admin, { litres: 10, cost: 70, odometer: 100 })).statusCode).toBe(201);
    expect((await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id)))[0]!.mileage).toBe(120_350);

    const refused = await fill(vehicle.id, other, { litres: 10, cost: 70 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_YOUR_VEHICLE' });
  });

  it("told with the return checklist, is an entry at the return's odometer with its receipt; a bad receipt refuses the return and ends nothing", async () => {
    const vehicle = await aVehicle(t.database.db, { mileage: 80_000 });
    const member = await aMember(t.database.db);
    const token = await t.login(member.email);
    const [underWay] = await t.database.db
      .insert(bookings)
      .values({ userId: member.id, vehicleId: vehicle.id, startTime: new Date(Date.now() - 3 * HOUR), endTime: new Date(Date.now() + HOUR), status: 'active' })
      .returning();
    const giveBack = (refuel: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${underWay!.id}/return-checklist`,
        headers: bearer(token),
        payload: { fuelLevel: 'full', mileage: 80_140, cleanliness: 'clean', damageSeen: false, refuel },
      });
    const bomb = `data:image/png;base64,${pngClaiming(100_000, 100_000).toString('base64')}`;
    for (const refuel of [
      { litres: 40, cost: 280, receiptPhoto: bomb },
      { litres: -1, cost: 280 },
      { litres: 40, cost: 1.001 },
    ]) {
      expect((await giveBack(refuel)).statusCode, JSON.stringify(refuel).slice(0, 60)).toBe(400);
    }
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, underWay!.id)))[0]!.status).toBe('active');

    const receipt = `data:image/jpeg;base64,${(await photoJpeg(320, 480)).toString('base64')}`;
    const returned = await giveBack({ litres: 38.2, cost: 268.9, station: ' Sonol Modiin ', receiptPhoto: receipt });
    expect(returned.statusCode, returned.body).toBe(201);
    const entries = (await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicle.id}/fuel`, headers: bearer(admin) })).json<FuelEntry[]>();
    expect(entries).toEqual([
      expect.objectContaining({ litres: 38.2, cost: 268.9, odometer: 80_140, station: 'Sonol Modiin', hasReceipt: true, userName: member.name }),
    ]);
    const [checklist] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.bookingId, underWay!.id), eq(documents.type, 'checklist')));
    expect(JSON.stringify(checklist!.details)).not.toContain('base64');
  });

  it('refuses a bad fill with 400 and records nothing', async () => {
    const vehicle = await aVehicle(t.database.db);
    const bomb = `data:image/png;base64,${pngClaiming(100_000, 100_000).toString('base64')}`;
    for (const payload of [
      { litres: 0, cost: 10 },
      { litres: 2 ** 63, cost: 10 },
      { litres: '40', cost: 10 },
      { litres: 40, cost: 10.555 },
      { litres: 40, cost: 10, station: 'x'.repeat(1_000_000) },
      { litres: 40, cost: 10, filledAt: '9999-01-01T00:00:00Z' },
      { litres: 40, cost: 10, filledAt: new Date(Date.now() + 2 * HOUR).toISOString() },
      { litres: 40, cost: 10, receiptPhoto: bomb },
      { litres: 40, cost: 10, receiptPhoto: 'not an image' },
    ]) {
      const refused = await fill(vehicle.id, admin, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refused.json()).toHaveProperty('message');
    }
    expect(await t.database.db.select().from(fuelEntries).where(eq(fuelEntries.vehicleId, vehicle.id))).toEqual([]);
  });

  it("is flagged when the tracker's fuel level did not rise, and a rise with no fill recorded is; the month's costs count both, with work orders and cost per km", async () => {
    const vehicle = await aVehicle(t.database.db);
    // A level's rise is read within its Jerusalem day: every reading lies in the six hours before `end`, all one day.
    const end = endOfOneDay();
    const seen = end - 5 * HOUR;
    const unseen = end - HOUR;
    await level(vehicle.id, seen - 30 * 60_000, 18);
    await level(vehicle.id, seen + 30 * 60_000, 86);
    await level(vehicle.id, unseen - 30 * 60_000, 80);
    await level(vehicle.id, unseen + 20 * 60_000, 79);
    // Another vehicle's level rose 30 → 80 with nobody recording a fill, read as it was poured.
    const unrecorded = await aVehicle(t.database.db);
    const poured = end - 2 * HOUR;
    for (const [minutes, fuel] of [
      [-30, 30],
      [0, 30],
      [10, 55],
      [20, 80],
      [40, 79],
    ] as const)
      await level(unrecorded.id, poured + minutes * 60_000, fuel);
    const first = await fill(vehicle.id, admin, { litres: 50, cost: 350, filledAt: new Date(seen).toISOString() });
    expect(first.json<FuelEntry>()).toMatchObject({ trackerSaw: 'fill', trackerRise: 68 });
    const second = await fill(vehicle.id, admin, { litres: 30, cost: 210.5, filledAt: new Date(unseen).toISOString() });
    expect(second.json<FuelEntry>()).toMatchObject({ trackerSaw: 'no_fill', trackerRise: -1 });

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/admin/work-orders',
      headers: bearer(admin),
      payload: { vehicleId: vehicle.id, title: 'Tyres', blocking: false },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/work-orders/${order.json<WorkOrder>().id}`,
      headers: bearer(admin),
      payload: { status: 'done', cost: 1200 },
    });
    await t.database.db
      .update(workOrders)
      .set({ doneAt: new Date(end) })
      .where(eq(workOrders.id, order.json<WorkOrder>().id));

    const month = localDateOf(new Date(end)).slice(0, 7);
    const report = await t.app.inject({ method: 'GET', url: `/api/admin/reports/vehicle-costs?month=${month}`, headers: bearer(admin) });
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json<VehicleCosts>().vehicles.find((v) => v.vehicleId === vehicle.id);
    expect(row).toEqual({
      vehicleId: vehicle.id,
      vehicleNumber: vehicle.vehicleNumber,
      km: 0,
      fuelLitres: 80,
      fuelCost: 560.5,
      workOrderCost: 1200,
      totalCost: 1760.5,
      costPerKm: null,
      fills: 2,
      flaggedFills: 1,
      unrecordedFills: [],
    });
    expect(report.json<VehicleCosts>().vehicles.find((v) => v.vehicleId === unrecorded.id)).toMatchObject({
      fills: 0,
      unrecordedFills: [{ fromAt: new Date(poured).toISOString(), at: new Date(poured + 20 * 60_000).toISOString(), rise: 50 }],
    });
    for (const bad of ['2026-13', '26-11', 'november', '9999-01'])
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/reports/vehicle-costs?month=${bad}`, headers: bearer(admin) })).statusCode).toBe(400);
  });
});
