import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrames, FRAME_MS } from './tracking-stream.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live stream frames', () => {
  it('sends the vehicles of one moment together on the next turn, then at most once a frame', async () => {
    const flushed: number[][] = [];
    const add = createFrames((ids) => flushed.push(ids));
    add(1);
    add(2);
    add(1);
    expect(flushed).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toEqual([[1, 2]]);

    add(3);
    add(4);
    await vi.advanceTimersByTimeAsync(FRAME_MS - 1);
    expect(flushed).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(flushed).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('sends a change after a quiet frame at once', async () => {
    const flushed: number[][] = [];
    const add = createFrames((ids) => flushed.push(ids));
    add(1);
    await vi.advanceTimersByTimeAsync(5 * FRAME_MS);
    add(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toEqual([[1], [2]]);
  });
});
