import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { notifications, users, vehicles } from './schema.ts';
import { seedDemo } from './seed.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('adds the demo fleet and one user of each type, and nothing the second time', async () => {
    const first = await seedDemo(database.db, { domain: 'demo.test', serviceName: 'MedFleet', trackerSecret: (id) => `secret-of-${id}` });
    expect(first).toEqual({ vehicles: 9, users: 6 });
    const second = await seedDemo(database.db, { domain: 'demo.test', serviceName: 'MedFleet', trackerSecret: (id) => `secret-of-${id}` });
    expect(second).toEqual({ vehicles: 0, users: 0 });

    const fleet = await database.db.select().from(vehicles);
    expect(fleet.map((v) => v.vehicleNumber).sort()).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'ALS1', 'BLS1', 'BLS2']);
    expect(fleet.find((v) => v.vehicleNumber === 'ALS1')?.category).toBe('ALS Vehicle');
    expect(new Set(fleet.filter((v) => v.vehicleNumber.startsWith('BLS')).map((v) => v.category))).toEqual(new Set(['BLS Vehicles']));
    const people = await database.db.select().from(users);
    expect(people.map((u) => u.userTypes[0]).sort()).toEqual(['ALS', 'BLS', 'EMT', 'admin', 'driver', 'paramedic']);
    expect(people.every((u) => u.email.endsWith('@demo.test'))).toBe(true);
    expect((await database.db.select().from(notifications)).length).toBe(12);
  });

  it('the database refuses values outside the spec lists', async () => {
    // A value the types refuse too: the cast sends it anyway, to prove the database's own check.
    await expect(database.db.insert(vehicles).values({ vehicleNumber: 'X1', make: 'm', model: 'm', category: 'Boats' as 'Support' })).rejects.toThrow();
    await expect(database.db.insert(users).values({ email: 'x@demo.test', name: 'x', userTypes: ['pilot'] })).rejects.toThrow();
    await expect(database.db.insert(users).values({ email: 'Upper@demo.test', name: 'x' })).rejects.toThrow();
  });
});
