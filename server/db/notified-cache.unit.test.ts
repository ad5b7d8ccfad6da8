import { describe, expect, it } from 'vitest';
import { createNotifiedCache } from './notified-cache.ts';

/** A table whose rows the test changes, and the reads the cache made of it. */
function table() {
  const rows = new Map<string, string>([['a', 'a1']]);
  const reads: string[] = [];
  return { rows, reads, load: async (key: string) => (reads.push(key), rows.get(key) ?? 'none') };
}

describe('a cache told of changes', () => {
  it('reads a key once while it hears the channel, and again once the key changed', async () => {
    const t = table();
    const cache = createNotifiedCache(t.load);
    cache.handlers.onState(true);
    expect([await cache.get('a'), await cache.get('a'), await cache.get('b')]).toEqual(['a1', 'a1', 'none']);
    t.rows.set('a', 'a2');
    cache.forget('a');
    expect([await cache.get('a'), await cache.get('b')]).toEqual(['a2', 'none']);
    expect(t.reads).toEqual(['a', 'b', 'a']);
  });

  it('keeps nothing while the channel is down, and forgets everything when it is heard again', async () => {
    const t = table();
    const cache = createNotifiedCache(t.load);
    await cache.get('a');
    await cache.get('a');
    expect(t.reads).toEqual(['a', 'a']);
    cache.handlers.onState(true);
    await cache.get('a');
    cache.handlers.onState(false);
    cache.handlers.onState(true);
    t.rows.set('a', 'a2');
    expect(await cache.get('a')).toBe('a2');
    expect(t.reads).toEqual(['a', 'a', 'a', 'a']);
  });

  it('does not keep a read that was under way when its key changed, nor one that failed', async () => {
    let release = () => undefined as void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    const reads: string[] = [];
    const cache = createNotifiedCache(async (key: string) => {
      reads.push(key);
      if (reads.length === 1) {
        await slow;
        return 'old';
      }
      if (fail) throw new Error('connection lost');
      return 'new';
    });
    cache.handlers.onState(true);
    const underWay = cache.get('a');
    cache.forget('a');
    release();
    expect(await underWay).toBe('old');
    await expect(cache.get('a')).rejects.toThrow('connection lost');
    fail = false;
    expect(await cache.get('a')).toBe('new');
    expect(await cache.get('a')).toBe('new');
    expect(reads).toEqual(['a', 'a', 'a']);
  });
});
