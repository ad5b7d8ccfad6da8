import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { vehicles } from '../../db/schema.ts';
import { aTrackedVehicle } from '../../test-support/builders.ts';
import { closeTwoInstances, twoInstances } from '../../test-support/second-instance.ts';
import { readEvents, type ReadEvent } from '../../test-support/sse.ts';
import { bearer, trackerQuery, type TestApp } from '../../test-support/test-app.ts';

/** Two instances on one database: the browser streams from one while the tracker reports to the other. */
let a: TestApp;
let b: FastifyInstance;
let base: string;
let token: string;
let vehicleCount = 0;

beforeAll(async () => {
  ({ a, b, base } = await twoInstances());
  token = await a.login('emt@medfleet.test');
});
afterAll(() => closeTwoInstances(a, b));

describe('GET /api/vehicles/tracking/stream', () => {
  it('sends a snapshot, then each report that reaches another instance', async () => {
    const stream = await fetch(`${base}/api/vehicles/tracking/stream`, { headers: bearer(token) });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'vehicle'));
    // The headers arrive with the snapshot, written in the same step that subscribes the stream.
    const reported = await a.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery('bls1')}&lat=31.7470&lon=34.9881&speed=20` });
    expect(reported.statusCode).toBe(200);
    const events = await reading;
    expect(events[0]).toMatchObject({ event: 'snapshot' });
    expect((events[0]!.data as unknown[]).length).toBe(9);
    expect(events.at(-1)).toMatchObject({ event: 'vehicle', data: { vehicleNumber: 'BLS1', currentSpeed: 37, address: 'Beit Shemesh, city centre' } });
  });

  it('gives a client that comes back with Last-Event-ID the positions stored while it was away, then the snapshot', async () => {
    const open = (lastEventId?: string) =>
      fetch(`${base}/api/vehicles/tracking/stream`, { headers: { ...bearer(token), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } });
    const untilSnapshot = (events: { event: string }[]) => events.some((e) => e.event === 'snapshot');
    const [first] = await readEvents(await open(), untilSnapshot);
    expect(first).toMatchObject({ event: 'snapshot', id: expect.stringMatching(/^\d+$/) });
    const latitudes = [31.741, 31.742, 31.743];
    for (const lat of latitudes) {
      const reported = await a.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery('bls2')}&lat=${lat}&lon=34.9881&speed=30` });
      expect(reported.statusCode).toBe(200);
    }

    const [missed, snapshot] = await readEvents(await open(first!.id), untilSnapshot);
    expect(missed).toMatchObject({ event: 'missed', data: { complete: true } });
    const positions = (missed!.data as { positions: { id: number; latitude: number }[] }).positions;
    expect(positions.map((p) => p.latitude)).toEqual(latitudes);
    expect(snapshot).toMatchObject({ event: 'snapshot', id: String(positions.at(-1)!.id) });

    // An id that is not one of ours is a client starting afresh.
    for (const lastEventId of ['not-a-number', '-1', '9'.repeat(40)])
      expect((await readEvents(await open(lastEventId), untilSnapshot))[0]!.event).toBe('snapshot');
  });

  it('with compact=true, sends what a report changes as a state event, and a vehicle whose own fields changed whole', async () => {
    const vehicle = await aTrackedVehicle(a.database.db, { vehicleNumber: `C${vehicleCount++}` });
    onTestFinished(async () => void (await a.database.db.delete(vehicles).where(eq(vehicles.id, vehicle.id))));
    const report = async (lat: number) => {
      const reported = await a.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery(vehicle.trackerId)}&lat=${lat}&lon=34.9881&speed=20` });
      expect(reported.statusCode).toBe(200);
    };
    const renamed = (vehicleNumber: string) => a.database.db.update(vehicles).set({ vehicleNumber }).where(eq(vehicles.id, vehicle.id));
    const ofVehicle = (events: ReadEvent[]) => events.filter((e) => e.event !== 'snapshot' && (e.data as { vehicleId?: number }).vehicleId === vehicle.id);
    const open = () => fetch(`${base}/api/vehicles/tracking/stream?compact=true`, { headers: bearer(token) });

    // Each step waits for the event of the one before (the first for the snapshot, which would
    // otherwise hold its report): reports of one frame would be sent as one.
    const steps = [() => report(31.741), () => report(31.742), async () => (await renamed('C-renamed'), await report(31.743))];
    const done: Promise<unknown>[] = [];
    const events = ofVehicle(
      await readEvents(await open(), (read) => {
        const count = ofVehicle(read).length;
        if (read.length > 0 && count === done.length && count < steps.length) done.push(steps[count]!());
        return count >= 3;
      }),
    );
    await Promise.all(done);
    // The first this instance sends of a vehicle is whole; then only what a report changes, until its own fields change.
    expect(events.map((e) => e.event)).toEqual(['vehicle', 'state', 'vehicle']);
    expect(events[1]!.data).toEqual(
      expect.objectContaining({ vehicleId: vehicle.id, coordinates: { latitude: 31.742, longitude: 34.9881 }, currentSpeed: 37 }),
    );
    expect(events[1]!.data).not.toHaveProperty('vehicleNumber');
    expect(events[2]!.data).toMatchObject({ vehicleNumber: 'C-renamed', coordinates: { latitude: 31.743 } });

    // Renamed with no report since: a compact stream opening now has the new name in its snapshot, and gets the vehicle whole at once.
    await renamed('C-again');
    const [snapshot, whole] = await readEvents(await open(), (read) => ofVehicle(read).length > 0);
    expect((snapshot!.data as { vehicleId: number; vehicleNumber: string }[]).find((r) => r.vehicleId === vehicle.id)?.vehicleNumber).toBe('C-again');
    expect(whole).toMatchObject({ event: 'vehicle', data: { vehicleId: vehicle.id, vehicleNumber: 'C-again' } });
  });

  it('with batch=true, sends the vehicles of a frame as one changes event: compact, a state after the first whole; else whole records', async () => {
    const [first, second] = [await aTrackedVehicle(a.database.db), await aTrackedVehicle(a.database.db)];
    onTestFinished(async () => void (await a.database.db.delete(vehicles).where(inArray(vehicles.id, [first.id, second.id]))));
    const report = async (trackerId: string, lat: number) => {
      const reported = await a.app.inject({ method: 'GET', url: `/api/positions/osmand?${trackerQuery(trackerId)}&lat=${lat}&lon=34.9881&speed=20` });
      expect(reported.statusCode).toBe(200);
    };
    type Update = { vehicleId: number; vehicleNumber?: string; coordinates: { latitude: number } };
    const changes = (events: ReadEvent[]) => events.filter((e) => e.event !== 'snapshot');
    const updatesOf = (events: ReadEvent[]) => changes(events).flatMap((e) => e.data as Update[]);
    const ours = (events: ReadEvent[]) => updatesOf(events).filter((u) => [first.id, second.id].includes(u.vehicleId));
    const [compact, whole] = await Promise.all(
      ['compact=true&batch=true', 'batch=true'].map((query) => fetch(`${base}/api/vehicles/tracking/stream?${query}`, { headers: bearer(token) })),
    );
    // Both vehicles once, once both streams have their snapshot (which would otherwise hold the reports); the first again once they are sent.
    const opened = new Set<Response>();
    let reported: Promise<unknown> | undefined;
    let again: Promise<unknown> | undefined;
    const reading = Promise.all(
      [compact!, whole!].map((stream) =>
        readEvents(stream, (read) => {
          if (read.length > 0) opened.add(stream);
          if (opened.size === 2) reported ??= Promise.all([report(first.trackerId, 31.741), report(second.trackerId, 31.751)]);
          if (ours(read).length === 2) again ??= report(first.trackerId, 31.742);
          return ours(read).length >= 3;
        }),
      ),
    );
    const [compactEvents, wholeEvents] = await reading;
    await Promise.all([reported, again]);
    for (const events of [compactEvents!, wholeEvents!]) {
      expect(changes(events).every((e) => e.event === 'changes' && Array.isArray(e.data))).toBe(true);
      expect(
        ours(events)
          .map((u) => u.coordinates.latitude)
          .sort(),
      ).toEqual([31.741, 31.742, 31.751]);
    }
    // Compact: the first this instance sends of a vehicle is whole, then only what a report changes.
    const compactOfFirst = ours(compactEvents!).filter((u) => u.vehicleId === first.id);
    expect(compactOfFirst.map((u) => u.vehicleNumber)).toEqual([first.vehicleNumber, undefined]);
    expect(ours(wholeEvents!).every((u) => u.vehicleNumber !== undefined)).toBe(true);
  });

  it('refuses a compact or batch that is not true or false', async () => {
    for (const [query, message] of [
      ['compact=yes', 'compact must be true or false'],
      ['batch=1', 'batch must be true or false'],
    ]) {
      const response = await fetch(`${base}/api/vehicles/tracking/stream?${query}`, { headers: bearer(token) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.stringContaining(message!) as string });
    }
  });

  it('needs a session', async () => {
    expect((await fetch(`${base}/api/vehicles/tracking/stream`)).status).toBe(401);
  });
});

describe('device commands across instances', () => {
  it('reach a tracker that reports to another instance, whose cache had its vehicle', async () => {
    const report = () =>
      fetch(`${base}/api/positions/osmand?${trackerQuery('a6')}&lat=31.7470&lon=34.9881&immobilizer=false`, { method: 'POST' }).then((r) => r.text());
    expect(await report()).toBe('');
    expect(await report()).toBe('');
    const admin = await a.login();
    const [a6] = await a.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A6'));
    const activated = await a.app.inject({ method: 'POST', url: `/api/ituran/vehicles/${a6!.id}/immobilizer/activate`, headers: bearer(admin) });
    expect(activated.statusCode, activated.body).toBe(200);
    // Instance b learns of the command through NOTIFY device_command.
    await expect.poll(report, { timeout: 5_000 }).toBe('engineStop');
  });
});
