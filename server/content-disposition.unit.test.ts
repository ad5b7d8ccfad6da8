import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

/** What a header line may hold (Node refuses anything else with a 500). */
const headerSafe = /^[\x20-\x7e]*$/;

describe('contentDisposition', () => {
  it('keeps an ASCII name as it is, in both parameters', () => {
    expect(contentDisposition('attachment', 'A3-booking-12.ics')).toBe(`attachment; filename="A3-booking-12.ics"; filename*=UTF-8''A3-booking-12.ics`);
  });

  it.each([
    ['Hebrew', 'אמבולנס-3.pdf'],
    ['euro sign', 'A€3.pdf'],
    ['CR/LF', 'A3\r\nSet-Cookie: x=1.pdf'],
    ['quote and semicolon', 'A3"; filename=evil.exe; x=".pdf'],
    ['NUL and U+2028', 'A3\u0000\u2028.pdf'],
    ['percent', '100%.pdf'],
  ])('a name with %s gives a header-safe line with a single filename and filename*', (_kind, name) => {
    const header = contentDisposition('inline', name);
    expect(header).toMatch(headerSafe);
    expect(header.match(/filename=/g)).toHaveLength(1);
    expect(header.match(/filename\*=/g)).toHaveLength(1);
    const encoded = /filename\*=UTF-8''(.*)$/.exec(header)![1]!;
    const decoded = decodeURIComponent(encoded);
    for (const unsafe of ['\r', '\n', '"', '\\', String.fromCharCode(0), '\u2028']) expect(decoded).not.toContain(unsafe);
  });

  it('says a Hebrew name as written in filename*', () => {
    const header = contentDisposition('attachment', 'אמבולנס.pdf');
    expect(decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(header)![1]!)).toBe('אמבולנס.pdf');
    expect(header).toContain('filename="_.pdf"');
  });
});
