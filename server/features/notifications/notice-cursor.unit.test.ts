import { describe, expect, it } from 'vitest';
import { cursorText, noticeCursorOf } from './notice-cursor.ts';

describe("a notice stream's place as an event id", () => {
  it('is read back as it was written, with the snapshot or without', () => {
    for (const cursor of [
      { id: 42, snapshot: '1201:1205:1201,1203' },
      { id: 7, snapshot: '900:900:' },
      { id: 0, snapshot: '1:18446744073709551615:' },
    ])
      expect(noticeCursorOf(cursorText(cursor))).toEqual(cursor);
    expect(cursorText({ id: 9, snapshot: '' })).toBe('9');
    // A snapshot too long to be read back (thousands of open transactions) leaves the bare id.
    expect(cursorText({ id: 9, snapshot: `1:1000000:${'5,'.repeat(5_000)}5` })).toBe('9');
  });

  it('takes a bare id (an app of the release before) as a place with no snapshot', () => {
    expect(noticeCursorOf('42')).toEqual({ id: 42, snapshot: '' });
  });

  it('is no place at all for anything else, never an error', () => {
    const bad = [
      undefined,
      ['1', '2'],
      '',
      'abc',
      '-1',
      '1.5',
      '1e3',
      '9'.repeat(16),
      '42\u0000',
      '42\r\nx: y',
      '42@',
      '42@1:2',
      '42@1:2:3,',
      '42@1:2:,',
      '42@א:2:',
      `42@1:${'9'.repeat(21)}:`,
      '42@1:18446744073709551616:',
      '42@0:5:',
      '42@5:4:',
      '42@5:9:4',
      '42@5:9:9',
      '42@5:9:7,6',
      `42@1:100000:${Array.from({ length: 2_000 }, (_, i) => 1000 + i).join(',')}`,
      `42@1:2:${'1'.repeat(1_000_000)}`,
    ];
    for (const header of bad) expect(noticeCursorOf(header), String(header).slice(0, 40)).toBeUndefined();
  });

  it('keeps repeated open transactions in order, as PostgreSQL reads them', () => {
    expect(noticeCursorOf('42@5:9:6,6,8')).toEqual({ id: 42, snapshot: '5:9:6,6,8' });
  });
});
