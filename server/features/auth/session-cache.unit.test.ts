import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';
import type { AuthContext } from '../../auth-context.ts';
import type { UserRow } from '../users/index.ts';

const ctx = (userId: number, sessionId = `s${userId}`): AuthContext => ({ user: { id: userId } as UserRow, sessionId, isAdmin: false });
const FAR = Number.MAX_SAFE_INTEGER;

function cacheAt(start = 1_000) {
  let clock = start;
  const cache = createSessionCache({ ttlMs: 100, maxEntries: 3, now: () => clock });
  cache.setEnabled(true);
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('session cache', () => {
  it('keeps nothing while disabled (notifications down)', () => {
    const cache = createSessionCache();
    cache.set('t1', ctx(1), FAR, cache.ticket(1));
    expect(cache.get('t1')).toBeUndefined();
  });

  it('answers a stored session until its time is up or the token expires', () => {
    const { cache, advance } = cacheAt();
    cache.set('t1', ctx(1), FAR, cache.ticket(1));
    cache.set('t2', ctx(2), 1_050, cache.ticket(2));
    expect(cache.get('t1')?.sessionId).toBe('s1');
    advance(60);
    expect(cache.get('t2')).toBeUndefined();
    expect(cache.get('t1')).toBeDefined();
    advance(50);
    expect(cache.get('t1')).toBeUndefined();
  });

  it('forgets every token of a changed user and no other', () => {
    const { cache } = cacheAt();
    cache.set('a', ctx(1, 'x'), FAR, cache.ticket(1));
    cache.set('b', ctx(1, 'y'), FAR, cache.ticket(1));
    cache.set('c', ctx(2), FAR, cache.ticket(2));
    cache.forgetUser(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    expect(cache.get('c')).toBeDefined();
  });

  it('refuses to store a read that began before the user changed', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket(1);
    cache.forgetUser(1); // e.g. sign-out lands while the read is in flight
    cache.set('a', ctx(1), FAR, ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', ctx(1), FAR, cache.ticket(1));
    expect(cache.get('a')).toBeDefined();
  });

  it('refuses reads that began before the channel dropped and came back', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket(1);
    cache.setEnabled(false);
    cache.setEnabled(true);
    cache.set('a', ctx(1), FAR, ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt();
    for (const [i, token] of ['a', 'b', 'c', 'd'].entries()) cache.set(token, ctx(i + 1), FAR, cache.ticket(i + 1));
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });
});
