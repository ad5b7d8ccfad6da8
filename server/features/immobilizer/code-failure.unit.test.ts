import { describe, expect, it } from 'vitest';
import { createCodeHasher, createCodeSealer } from './immobilizer-codes.ts';
import type { ImmobilizerRepository } from './immobilizer.repository.ts';
import { createImmobilizerService } from './immobilizer.service.ts';
import type { Notice } from '../../notify-port.ts';

const booking = {
  id: 42,
  userId: 7,
  vehicleId: 3,
  vehicleNumber: 'A3',
  startTime: new Date('2030-01-01T18:00:00Z'),
  endTime: new Date('2030-01-02T06:00:00Z'),
};

const serviceWith = (notify: Parameters<typeof createImmobilizerService>[0]['notify'], repository = {} as ImmobilizerRepository) =>
  createImmobilizerService({
    repository,
    hasher: createCodeHasher('secret'),
    sealer: createCodeSealer('secret'),
    findVehicle: () => Promise.reject(new Error('the vehicles are out of reach')),
    deviceStatusOf: () => Promise.resolve('unknown'),
    drivingSpeedOf: () => Promise.resolve(null),
    sendCommand: () => Promise.reject(new Error('not in this test')),
    latestCommandOf: () => Promise.resolve(undefined),
    codeHeld: () => Promise.resolve(false),
    codeHolders: () => Promise.resolve([booking.userId]),
    notify,
    adminIds: () => Promise.resolve([1, 2]),
    recordChange: () => Promise.resolve(),
    events: { publish: () => Promise.reject(new Error('not in this test')) },
  });

describe('a code that cannot be issued after a booking is confirmed', () => {
  it('tells the admins which booking has none, and still fails for the log', async () => {
    const told: { userIds: number[]; notice: Notice }[] = [];
    const immobilizer = serviceWith((userIds, notice) => Promise.resolve(void told.push({ userIds, notice })));
    await expect(immobilizer.issueCode(booking)).rejects.toThrow('the vehicles are out of reach');
    expect(told).toEqual([{ userIds: [1, 2], notice: { type: 'system_update', text: 'code.failed', params: { bookingId: 42, vehicle: 'A3' } } }]);
  });

  it('still fails with the code’s own error when the admins cannot be told either', async () => {
    const immobilizer = serviceWith(() => Promise.reject(new Error('no notices either')));
    await expect(immobilizer.issueCode(booking)).rejects.toThrow('the vehicles are out of reach');
  });
});

describe("a confirmed booking's code, by the vehicle as the booking read it", () => {
  // The vehicles are out of reach here: a code issued or skipped shows that nothing read them again.
  const saved: number[] = [];
  const repository = { saveCode: (row: { bookingId: number }) => Promise.resolve(void saved.push(row.bookingId)) } as unknown as ImmobilizerRepository;
  const immobilizer = serviceWith(() => Promise.resolve(), repository);

  it('is issued when the booking saw the immobilizer on, and skipped when it saw it off, without reading the vehicle again', async () => {
    saved.length = 0;
    await immobilizer.issueCode(booking, true);
    await immobilizer.issueCode({ ...booking, id: 43 }, false);
    expect(saved).toEqual([42]);
  });

  it('reads the vehicle when the booking did not say', async () => {
    await expect(immobilizer.issueCode(booking)).rejects.toThrow('the vehicles are out of reach');
  });
});
