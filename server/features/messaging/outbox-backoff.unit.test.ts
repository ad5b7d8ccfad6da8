import { describe, expect, it } from 'vitest';
import { backoffMs } from './messaging.service.ts';

describe("the outbox's wait before trying a message again", () => {
  it('doubles from 10 seconds with each attempt', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(backoffMs(9)).toBe(2_560_000);
    expect(backoffMs(10)).toBe(3_600_000);
    expect(backoffMs(60)).toBe(3_600_000);
  });
});
