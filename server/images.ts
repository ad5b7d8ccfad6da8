import sharp, { type Sharp } from 'sharp';
import { badRequest, said } from './http-errors.ts';

// One libvips thread per image and no operation cache: a burst of uploads costs bounded memory
// that is given back, instead of a cache of decoded pixels kept for reuse that never comes.
sharp.cache(false);
sharp.concurrency(1);

/** Image formats we accept from people, recognised by their first bytes, not by their name. */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  {
    type: 'image/heic',
    test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|msf1|hevc)$/.test(b.subarray(8, 12).toString('latin1')),
  },
];

/** The image's MIME type by its content, or null when it is not an image we know. */
export function imageTypeOf(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

/** The bytes of a base64 string, with or without a `data:…;base64,` prefix. */
export function decodeBase64Image(text: string): Buffer {
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  return Buffer.from(text.slice(comma + 1), 'base64');
}

/** What an upload may be and become: checked before decoding, re-encoded after. */
export interface ImageKind {
  /** The most pixels decoded (a 48-megapixel phone photo is 8064 × 6048). */
  maxPixels: number;
  /** The longest side stored: larger images are scaled down to it. */
  storedSide: number;
  /** Photos become JPEG of this quality; drawn signatures a greyscale PNG on white. */
  output: { jpeg: number } | 'png';
}

/** Longest side any decoder is asked for: JPEG itself ends at 65,535, bombs claim more. */
const MAX_SIDE = 16_384;

export const IMAGE_KINDS = {
  /**
   * Damage photos: enough to see a scratch, a few hundred KB each. 1920 is under half a 12 MP
   * phone photo's 4000 pixels, so its JPEG is decoded at half size (shrink-on-load): a quarter
   * of the memory of a full decode.
   */
  photo: { maxPixels: 64_000_000, storedSide: 1920, output: { jpeg: 82 } },
  /** Licence photos: enough for OCR to read the small print, sharp enough that it does. */
  licence: { maxPixels: 64_000_000, storedSide: 2400, output: { jpeg: 90 } },
  /** The announcement's banner: as wide as the dashboard on a large screen. */
  banner: { maxPixels: 64_000_000, storedSide: 1600, output: { jpeg: 85 } },
  /** Drawn signatures: a canvas a few hundred pixels across, at most a tablet's screen. */
  signature: { maxPixels: 4_000_000, storedSide: 1000, output: 'png' },
} as const satisfies Record<string, ImageKind>;

export interface ImageRules {
  /** Larger uploads (before decoding) are refused as too large. */
  maxBytes?: number;
  /** What the image is, for the refusals (`image.*` in contract/refusals.texts.ts): photo `n` of a report… */
  upload: 'licence' | 'photo' | 'document' | 'signature' | 'banner';
  n?: number;
}

/** A refusal of this upload, said as data. */
export const imageRefusal = (key: 'image.tooLarge' | 'image.notImage' | 'image.heic' | 'image.damaged', { upload, n = 0 }: ImageRules) =>
  said(key, { upload, n });

export interface StoredImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

/**
 * An uploaded image made safe to keep: recognised by its bytes, its size read from its header
 * and checked before any pixel is decoded (a bomb that claims 100000 × 100000 is a 400 here),
 * decoded with the same limit, turned upright, scaled down to the kind's stored size and
 * re-encoded without metadata (no EXIF GPS). A damaged image is a 400 now, never a crash later.
 */
export async function normaliseImage(bytes: Buffer, kind: ImageKind, rules: ImageRules): Promise<StoredImage> {
  return oneDecoderAtATime(async () => encode(await decoded(bytes, kind, rules), kind, rules));
}

/**
 * As normaliseImage, and beside it the same pixels as a lossless PNG, for a reader that needs
 * every edge of a letter (OCR misreads digits in the JPEG that is good enough to keep).
 */
export function normaliseImageForReading(bytes: Buffer, kind: ImageKind, rules: ImageRules): Promise<StoredImage & { lossless: Buffer }> {
  return oneDecoderAtATime(async () => {
    const image = await decoded(bytes, kind, rules);
    const { data, info } = await image
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => unreadable(rules));
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [stored, lossless] = await Promise.all([
      encode(pixels(), kind, rules),
      pixels().withMetadata({ density: 300 }).png({ compressionLevel: 1 }).toBuffer(),
    ]);
    return { ...stored, lossless };
  });
}

/**
 * Images are decoded one at a time in a process: a burst of uploads waits its turn instead of
 * holding a decoder's memory each (the allocator keeps what it once held), and with the server's
 * two cores, two decoders at once would not finish sooner.
 */
let decoding: Promise<unknown> = Promise.resolve();
function oneDecoderAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}

/** The image checked by its bytes and header, ready to decode upright, scaled, on white. */
async function decoded(bytes: Buffer, kind: ImageKind, rules: ImageRules): Promise<Sharp> {
  if (rules.maxBytes !== undefined && bytes.length > rules.maxBytes) throw badRequest(imageRefusal('image.tooLarge', rules), 'FILE_TOO_LARGE');
  const type = imageTypeOf(bytes);
  if (!type) throw badRequest(imageRefusal('image.notImage', rules), 'INVALID_FILE_TYPE');
  if (type === 'image/heic') throw badRequest(imageRefusal('image.heic', rules), 'INVALID_FILE_TYPE');
  const { width, height } = await sizeOf(bytes, rules);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > kind.maxPixels) {
    throw badRequest(
      said('image.tooManyPixels', { width: String(width), height: String(height), megapixels: Math.round(kind.maxPixels / 1e6), side: String(MAX_SIDE) }),
      'IMAGE_TOO_LARGE',
    );
  }
  return sharp(bytes, { limitInputPixels: kind.maxPixels, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ width: kind.storedSide, height: kind.storedSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
}

async function encode(image: Sharp, kind: ImageKind, rules: ImageRules): Promise<StoredImage> {
  try {
    if (kind.output === 'png') return { data: await image.greyscale().png({ compressionLevel: 9 }).toBuffer(), contentType: 'image/png' };
    return { data: await image.jpeg({ quality: kind.output.jpeg }).toBuffer(), contentType: 'image/jpeg' };
  } catch {
    return unreadable(rules);
  }
}

function unreadable(rules: ImageRules): never {
  throw badRequest(imageRefusal('image.damaged', rules), 'UNREADABLE_IMAGE');
}

/** Width and height from the image's header alone (nothing decoded). */
async function sizeOf(bytes: Buffer, rules: ImageRules): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width && height) return { width, height };
  } catch {
    // Unreadable headers fall through to the refusal below.
  }
  return unreadable(rules);
}

/** A base64 upload (the spec's JSON forms) made safe to keep, as normaliseImage does. */
export function readBase64Image(text: string, kind: ImageKind, rules: ImageRules): Promise<StoredImage> {
  return normaliseImage(decodeBase64Image(text), kind, rules);
}

/** A fuel receipt's photo (a fill on its own or told with a return), made safe as a damage photo is. */
export const readReceiptPhoto = (text: string): Promise<StoredImage> =>
  readBase64Image(text, IMAGE_KINDS.photo, { maxBytes: 10 * 1024 * 1024, upload: 'photo', n: 1 });
