import { describe, expect, it } from 'vitest';
import { capitalise, initialsOf } from './user-display.ts';

describe('header user display', () => {
  it.each([
    ['Avi Cohen', 'AC'],
    ['david ben  ami', 'DBA'],
    ['', 'U'],
    [null, 'U'],
  ])('initials of %j are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('capitalises the role', () => {
    expect(capitalise('admin')).toBe('Admin');
    expect(capitalise('EMT')).toBe('EMT');
  });
});
