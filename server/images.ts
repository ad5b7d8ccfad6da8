import { badRequest } from './http-errors.ts';

/** Image formats we accept from people, recognised by their first bytes, not by their name. */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'image/heic', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|msf1|hevc)$/.test(b.subarray(8, 12).toString('latin1')) },
];

/** The image's MIME type by its content, or null when it is not an image we take. */
export function imageTypeOf(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

/** The bytes of a base64 string, with or without a `data:…;base64,` prefix. */
export function decodeBase64Image(text: string): Buffer {
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  return Buffer.from(text.slice(comma + 1), 'base64');
}

interface ImageRules {
  /** Larger decoded images are refused with `tooLarge`. */
  maxBytes?: number;
  /** Types taken; default every type above. */
  accept?: readonly string[];
  tooLarge?: string;
  notImage: string;
}

/** A base64 image checked by its bytes: its data and type, or a 400 in the caller's words. */
export function readBase64Image(text: string, rules: ImageRules): { data: Buffer; contentType: string } {
  const data = decodeBase64Image(text);
  if (rules.maxBytes !== undefined && data.length > rules.maxBytes) throw badRequest(rules.tooLarge ?? rules.notImage, 'FILE_TOO_LARGE');
  const contentType = imageTypeOf(data);
  if (!contentType || (rules.accept && !rules.accept.includes(contentType))) throw badRequest(rules.notImage, 'INVALID_FILE_TYPE');
  return { data, contentType };
}
