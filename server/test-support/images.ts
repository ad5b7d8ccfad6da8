import { crc32, createDeflate, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real JPEG photo of one colour, optionally with EXIF GPS (where a phone says it was taken). */
export async function photoJpeg(width = 64, height = 48, { gps = false } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg();
  return gps
    ? image
        .withExif({
          IFD0: { Make: 'TestPhone' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 44/1 49/1', GPSLongitudeRef: 'E', GPSLongitude: '34/1 59/1 17/1' },
        })
        .toBuffer()
    : image.toBuffer();
}

/** A real PNG, transparent where nothing is drawn, as a signature pad makes it. */
export function signaturePng(width = 400, height = 160): Promise<Buffer> {
  const stroke = `<svg width="${width}" height="${height}"><path d="M10 ${height - 20} C ${width / 3} 10, ${width / 2} ${height}, ${width - 10} 20" stroke="black" stroke-width="4" fill="none"/></svg>`;
  return sharp(Buffer.from(stroke)).png().toBuffer();
}

/** A PNG chunk: length, type, data and CRC. */
export const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGB = 2;
const RGBA = 6;
export const pngHeader = (width: number, height: number, colourType = RGB) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8);
  return pngChunk('IHDR', ihdr);
};

/** A few dozen bytes of PNG whose header claims `width` × `height` pixels: an image bomb. */
export const pngClaiming = (width: number, height: number): Buffer =>
  Buffer.concat([PNG_MAGIC, pngHeader(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(16))), pngChunk('IEND', Buffer.alloc(0))]);

/** A compressed bomb: a real, valid PNG of `side` × `side` black pixels in a few hundred KB, deflated row by row. */
export async function pngBomb(side: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + side * 3);
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat([PNG_MAGIC, pngHeader(side, side), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A small PNG with a sound header and a broken deflate stream; with alpha (RGBA), a PDF library
 * must inflate it to split the alpha off, where the old signature PDF crashed the server.
 */
export const brokenPng = ({ alpha = false } = {}): Buffer =>
  Buffer.concat([PNG_MAGIC, pngHeader(10, 10, alpha ? RGBA : RGB), pngChunk('IDAT', Buffer.from([1, 2, 3, 4, 5, 6])), pngChunk('IEND', Buffer.alloc(0))]);

/** A JPEG cut off after its first bytes. */
export const truncatedJpeg = async (): Promise<Buffer> => (await photoJpeg(200, 200)).subarray(0, 300);

/** Every kind of image an upload must refuse with a 400, by name. */
export async function badImages(): Promise<[string, Buffer][]> {
  return [
    ['a PNG claiming 100000 × 100000 pixels', pngClaiming(100_000, 100_000)],
    ['a PNG claiming 60000 × 2 pixels', pngClaiming(60_000, 2)],
    ['a PNG with a broken deflate stream', brokenPng()],
    ['an RGBA PNG with a broken deflate stream', brokenPng({ alpha: true })],
    ['a truncated JPEG', await truncatedJpeg()],
    ['the first bytes of a JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)])],
    ['a PDF', Buffer.from('%PDF-1.7 not a photo')],
  ];
}

/** A real PNG of one colour with a diagonal stripe, so that a preview visibly shows it. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, (_, x) => (Math.abs(x - y) < 4 ? [255, 255, 255] : [r, g, b])).flat())]),
  );
  return Buffer.concat([PNG_MAGIC, pngHeader(width, height), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}
