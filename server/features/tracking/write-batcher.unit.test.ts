import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher.ts';

describe('the write batcher', () => {
  it('writes items added together in one call, and each add resolves once its batch is written', async () => {
    const calls: number[][] = [];
    const batcher = createWriteBatcher<number>(async (items) => void calls.push(items), { maxItems: 3 });
    await Promise.all([1, 2, 3, 4].map((n) => batcher.add(n)));
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('writes a failed batch again item by item: only the bad item fails, with its own error', async () => {
    const calls: string[][] = [];
    const batcher = createWriteBatcher<string>(async (items) => {
      calls.push(items);
      if (items.includes('poison')) throw new Error('22021 invalid byte sequence');
    });
    const results = await Promise.allSettled(['a', 'poison', 'b'].map((item) => batcher.add(item)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([['a', 'poison', 'b'], ['a'], ['poison'], ['b']]);
  });

  it('rejects every item of a batch whose write failed for all of them, and goes on with the next', async () => {
    let fail = true;
    const batcher = createWriteBatcher<string>(async () => {
      if (fail) throw new Error('database gone');
    });
    const results = await Promise.allSettled([batcher.add('a'), batcher.add('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batcher.add('c')).resolves.toBeUndefined();
  });
});
