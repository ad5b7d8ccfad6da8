import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleMaintenance } from '../../../contract/maintenance.contract.ts';
import type { WorkOrder } from '../../../contract/work-orders.contract.ts';
import { bookings, maintenancePrograms, vehicles, workOrders } from '../../db/schema.ts';
import { ordinaryWindow } from '../../test-support/booking-windows.ts';
import { aBooking, aMember, aVehicle } from '../../test-support/builders.ts';
import { bearer, createManualScheduler, createSignedInTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: string;
const jobs = createManualScheduler();

/** Every Support vehicle of this file: an oil service every 15,000 km or 12 months, a check-up every month. */
const PROGRAMS = [
  { key: 'oil-service', name: 'Oil service', nameHe: 'טיפול שמן', everyKm: 15_000, everyMonths: 12, dueSoonKm: 1000, dueSoonDays: 14 },
  { key: 'check-up', name: 'Monthly check-up', nameHe: 'בדיקה חודשית', everyMonths: 1, dueSoonDays: 3 },
];

beforeAll(async () => {
  ({ t, admin } = await createSignedInTestApp({}, { runJobs: true, scheduler: jobs.scheduler }));
  const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/maintenance-programs/support', headers: bearer(admin), payload: { programs: PROGRAMS } });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const maintenanceOf = async (vehicleId: number) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/vehicles/${vehicleId}/maintenance`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VehicleMaintenance;
};
const oil = async (vehicleId: number) => (await maintenanceOf(vehicleId)).programs.find((p) => p.key === 'oil-service')!;
const book = (token: string, vehicleId: number, window: { startTime: string; endTime: string }) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearer(token), payload: { vehicleId, ...window } });
const statusOf = async (vehicleId: number) => (await t.database.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)))[0]!.status;

describe('maintenance programmes', () => {
  it('are kept per category, by its name or short form; a bad programme is refused and changes nothing', async () => {
    const got = await t.app.inject({ method: 'GET', url: '/api/admin/maintenance-programs/Support', headers: bearer(admin) });
    expect(got.json()).toMatchObject({ category: 'Support', programs: [{ key: 'check-up', everyKm: null, everyMonths: 1 }, { key: 'oil-service' }] });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/maintenance-programs/support', headers: bearer(admin), payload });
    for (const [programs, message] of [
      [[{ ...PROGRAMS[0], everyKm: null, everyMonths: null }], /needs a distance, a number of months or both/],
      [[PROGRAMS[0], PROGRAMS[0]], /Each programme needs its own key/],
      [[{ ...PROGRAMS[0], everyKm: 2 ** 63 }], /at most 1000000/],
      [[{ ...PROGRAMS[0], name: 'x'.repeat(1_000_000) }], /at most 200 characters/],
    ] as const) {
      const refused = await put({ programs });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/maintenance-programs/support', headers: bearer(admin) })).json()).toEqual(got.json());
    const member = await t.login('emt@medfleet.test');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/maintenance-programs/support', headers: bearer(member) })).statusCode).toBe(403);
  });

  it('changed by another instance (straight in the table), are read again here once the table tells of it', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/maintenance-programs/ALS%20Vehicle', headers: bearer(admin) })).json<{
        programs: { key: string }[];
      }>().programs;
    expect(await read()).toEqual([]);
    await t.database.db
      .insert(maintenancePrograms)
      .values({ category: 'ALS Vehicle', key: 'elsewhere', name: 'Elsewhere', nameHe: 'במקום אחר', everyMonths: 1, dueSoonKm: 0, dueSoonDays: 3 });
    await expect.poll(async () => (await read()).map((p) => p.key)).toEqual(['elsewhere']);
  });

  it('count a vehicle never serviced from now, and say when each service is next due', async () => {
    const vehicle = await aVehicle(t.database.db, { category: 'Support', mileage: 42_000 });
    const oilService = await oil(vehicle.id);
    expect(oilService).toMatchObject({ lastService: { odometer: 42_000, baseline: true }, nextDue: { km: 57_000 }, kmLeft: 15_000, state: 'ok' });
    expect(oilService.forecastDate).toBe(oilService.nextDue.date);
    // Read again, the baseline stays where it was.
    await t.database.db.update(vehicles).set({ mileage: 43_000 }).where(eq(vehicles.id, vehicle.id));
    expect(await oil(vehicle.id)).toMatchObject({ lastService: { odometer: 42_000 }, kmLeft: 14_000 });
  });

  it("begin counting for the category's vehicles when saved, not when first read", async () => {
    const vehicle = await aVehicle(t.database.db, { category: 'Support', mileage: 30_000 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance-programs/support',
      headers: bearer(admin),
      payload: { programs: PROGRAMS },
    });
    expect(saved.statusCode).toBe(200);
    await t.database.db.update(vehicles).set({ mileage: 31_000 }).where(eq(vehicles.id, vehicle.id));
    expect(await oil(vehicle.id)).toMatchObject({ lastService: { odometer: 30_000, baseline: true }, kmLeft: 14_000 });
  });

  it("list the fleet's vehicles that have programmes, the most urgent first, each as its own page shows it", async () => {
    const overdue = await aVehicle(t.database.db, { category: 'Support', mileage: 10_000 });
    const ok = await aVehicle(t.database.db, { category: 'Support', mileage: 20_000 });
    const withoutPrograms = await aVehicle(t.database.db, { category: 'Transport', mileage: 5_000 });
    await maintenanceOf(overdue.id);
    await t.database.db.update(vehicles).set({ mileage: 25_000 }).where(eq(vehicles.id, overdue.id));

    const response = await t.app.inject({ method: 'GET', url: '/api/admin/maintenance', headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    const fleet = response.json<VehicleMaintenance[]>();
    const ids = fleet.map((m) => m.vehicleId);
    expect(ids).not.toContain(withoutPrograms.id);
    expect(ids.indexOf(overdue.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(overdue.id)).toBeLessThan(ids.indexOf(ok.id));
    expect(fleet.find((m) => m.vehicleId === overdue.id)).toEqual(await maintenanceOf(overdue.id));
    expect(fleet.find((m) => m.vehicleId === ok.id)).toEqual(await maintenanceOf(ok.id));
    expect(fleet.find((m) => m.vehicleId === ok.id)!.programs.map((p) => [p.key, p.state])).toEqual([
      ['check-up', 'ok'],
      ['oil-service', 'ok'],
    ]);
  });

  it('refuse a booking that ends after a service falls due, and any booking while one is overdue', async () => {
    const vehicle = await aVehicle(t.database.db, { category: 'Support', mileage: 10_000 });
    const { nextDue } = (await maintenanceOf(vehicle.id)).programs.find((p) => p.key === 'check-up')!;
    const member = await aMember(t.database.db);
    const token = await t.login(member.email);
    // The monthly check-up is due in a month: a booking in 40 days is refused, one in 10 days is not.
    const late = await book(token, vehicle.id, ordinaryWindow(40));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'SERVICE_DUE', message: expect.stringContaining(`due for its Monthly check-up on ${nextDue.date}`) as string });
    expect((await book(token, vehicle.id, ordinaryWindow(10))).statusCode).toBe(201);

    await t.database.db.update(vehicles).set({ mileage: 25_000 }).where(eq(vehicles.id, vehicle.id));
    expect((await oil(vehicle.id)).state).toBe('overdue');
    const refused = await book(token, vehicle.id, ordinaryWindow(11));
    expect(refused.json()).toMatchObject({ code: 'SERVICE_OVERDUE', message: expect.stringContaining('overdue for its Oil service') as string });
  });

  it('take an overdue vehicle to maintenance once its booking ends, never mid-shift; the service done starts the count again', async () => {
    const vehicle = await aVehicle(t.database.db, { category: 'Support', mileage: 60_000 });
    await maintenanceOf(vehicle.id);
    const member = await aMember(t.database.db);
    const running = await aBooking().for(member).on(vehicle).in(t.database.db);
    await t.database.db
      .update(bookings)
      // Under way: its member checked in, so the no-show release leaves it be.
      .set({
        startTime: new Date(Date.now() - 3_600_000),
        endTime: new Date(Date.now() + 3_600_000),
        status: 'active',
        checkedInAt: new Date(),
        checkInMethod: 'action',
      })
      .where(eq(bookings.id, running.id));
    await t.database.db.update(vehicles).set({ mileage: 75_500 }).where(eq(vehicles.id, vehicle.id));

    await jobs.runAll();
    expect(await statusOf(vehicle.id)).toBe('available');
    const told = (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(admin) })).json() as { title: string }[];
    expect(told.filter((n) => n.title === `${vehicle.vehicleNumber}: Oil service overdue`)).toHaveLength(1);

    await t.database.db.update(bookings).set({ status: 'completed', endTime: new Date() }).where(eq(bookings.id, running.id));
    await jobs.runAll();
    await jobs.runAll();
    expect(await statusOf(vehicle.id)).toBe('maintenance');
    const orders = await t.database.db
      .select()
      .from(workOrders)
      .where(and(eq(workOrders.vehicleId, vehicle.id), eq(workOrders.source, 'service_due')));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ kind: 'service', programKey: 'oil-service', blocking: true, status: 'open' });
    const told2 = (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(admin) })).json() as { title: string }[];
    expect(told2.filter((n) => n.title === `${vehicle.vehicleNumber}: Oil service overdue`)).toHaveLength(1);

    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/work-orders/${orders[0]!.id}`,
      headers: bearer(admin),
      payload: { status: 'done', cost: 820 },
    });
    expect(done.json<WorkOrder>()).toMatchObject({ status: 'done', programKey: 'oil-service' });
    expect(await statusOf(vehicle.id)).toBe('available');
    expect(await oil(vehicle.id)).toMatchObject({ lastService: { odometer: 75_500, baseline: false }, nextDue: { km: 90_500 }, state: 'ok' });
  });
});
