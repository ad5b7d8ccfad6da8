import { describe, expect, it } from 'vitest';
import { lockoutOf } from './immobilizer.service.ts';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
/** Attempts newest first, as the repository gives them. */
const wrongAt = (...minutes: number[]) => minutes.reverse().map((m) => ({ outcome: 'wrong_code', createdAt: at(m) }));

describe('the immobilizer lockout (controlled clock)', () => {
  it('counts down the tries left', () => {
    expect(lockoutOf([], at(0))).toEqual({ lockedUntil: null, attemptsLeft: 5 });
    expect(lockoutOf(wrongAt(0, 1, 2), at(3))).toEqual({ lockedUntil: null, attemptsLeft: 2 });
  });

  it('locks for 15 minutes after the fifth wrong code within 15 minutes', () => {
    const five = wrongAt(0, 1, 2, 3, 10);
    expect(lockoutOf(five, at(10))).toEqual({ lockedUntil: at(25), attemptsLeft: 0 });
    expect(lockoutOf(five, at(24.9))).toEqual({ lockedUntil: at(25), attemptsLeft: 0 });
    // At 25 the lock is over, and the old wrong codes no longer count.
    expect(lockoutOf(five, at(25))).toEqual({ lockedUntil: null, attemptsLeft: 5 });
  });

  it('does not lock for five wrong codes spread over more than 15 minutes', () => {
    expect(lockoutOf(wrongAt(0, 5, 10, 14, 16), at(16)).lockedUntil).toBeNull();
  });

  it('starts the count again after a right code', () => {
    const attempts = [...wrongAt(5, 6), { outcome: 'accepted', createdAt: at(4) }, ...wrongAt(0, 1, 2)];
    expect(lockoutOf(attempts, at(7))).toEqual({ lockedUntil: null, attemptsLeft: 3 });
  });
});
