import { describe, expect, it } from 'vitest';
import type { TrackingRepository } from './tracking.repository.ts';
import { createTrackingService } from './tracking.service.ts';
import type { Geocoder } from '../../adapters/geocoder.adapter.ts';

describe('opening live streams', () => {
  it('gives streams that open at once one read of the fleet, and a later one its own', async () => {
    let reads = 0;
    const tracking = {
      positionCursor: async () => 7,
      allLatest: async () => {
        reads++;
        return [];
      },
    } as unknown as TrackingRepository;
    const service = createTrackingService({
      tracking,
      publicUrl: 'http://localhost',
      geocoder: {} as Geocoder,
      onlineMinutes: 5,
      recordChange: async () => undefined,
    });
    const together = await Promise.all([service.streamStart(undefined), service.streamStart(undefined), service.streamStart(undefined)]);
    expect(reads).toBe(1);
    expect(together.map((s) => s.cursor)).toEqual([7, 7, 7]);
    await service.streamStart(undefined);
    expect(reads).toBe(2);
  });
});
