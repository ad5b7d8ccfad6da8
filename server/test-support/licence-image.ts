import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import * as PImage from 'pureimage';

export interface LicenceFields {
  surname: string;
  firstName: string;
  dateOfBirth: string;
  issueDate: string;
  expiryDate: string;
  authority: string;
  number: string;
  address: string;
  classes: string;
}

export const SAMPLE_LICENCE: LicenceFields = {
  surname: 'COHEN',
  firstName: 'AVI',
  dateOfBirth: '12.03.1985',
  issueDate: '01.06.2019',
  expiryDate: '01.06.2029',
  authority: 'MINISTRY OF TRANSPORT',
  number: '87654321',
  address: 'HERZL 12 BEIT SHEMESH 9905112',
  classes: 'B C1',
};

const fontFile = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans-Bold.ttf');
let fontLoaded = false;

/**
 * An Israeli-layout driving licence (numbered fields as on the real card) rendered to PNG,
 * 1600×1000 by default; optionally blurred (box blur radius) or rotated (degrees).
 */
export async function renderLicencePng(fields: LicenceFields = SAMPLE_LICENCE, { blur = 0, rotate = 0, width = 1600, height = 1000 } = {}): Promise<Buffer> {
  if (!fontLoaded) {
    PImage.registerFont(fontFile, 'LicenceSans').loadSync();
    fontLoaded = true;
  }
  const img = PImage.make(width, height);
  const ctx = img.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((rotate * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#f3e9c6';
  ctx.fillRect(60, 60, width - 120, height - 120);
  ctx.fillStyle = '#111111';
  const lines: [string, number][] = [
    ['STATE OF ISRAEL DRIVING LICENCE', 46],
    [`1. ${fields.surname}`, 44],
    [`2. ${fields.firstName}`, 44],
    [`3. ${fields.dateOfBirth}`, 44],
    [`4a. ${fields.issueDate}    4b. ${fields.expiryDate}`, 44],
    [`4c. ${fields.authority}`, 40],
    [`5. ${fields.number}`, 44],
    [`8. ${fields.address}`, 40],
    [`9. ${fields.classes}`, 44],
  ];
  lines.forEach(([text, size], i) => {
    ctx.font = `${size}pt LicenceSans`;
    ctx.fillText(text, 420, 170 + i * 92);
  });
  ctx.fillStyle = '#9aa5b1';
  ctx.fillRect(110, 200, 260, 340); // the photo
  if (blur > 0) boxBlur(img, blur);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await PImage.encodePNGToStream(img, out as unknown as Parameters<typeof PImage.encodePNGToStream>[1]);
  return Buffer.concat(chunks);
}

/** A horizontal and a vertical box blur of the RGB channels, in place. */
function boxBlur(img: { width: number; height: number; data: Uint8Array }, r: number): void {
  const { width: w, height: h, data } = img;
  const pass = (len: number, lines: number, at: (line: number, i: number) => number) => {
    const row = new Float32Array(len * 3);
    for (let line = 0; line < lines; line++) {
      for (let i = 0; i < len; i++) for (let c = 0; c < 3; c++) row[i * 3 + c] = data[at(line, i) + c]!;
      for (let i = 0; i < len; i++) {
        const from = Math.max(0, i - r);
        const to = Math.min(len - 1, i + r);
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          for (let j = from; j <= to; j++) sum += row[j * 3 + c]!;
          data[at(line, i) + c] = sum / (to - from + 1);
        }
      }
    }
  };
  pass(w, h, (y, x) => (y * w + x) * 4);
  pass(h, w, (x, y) => (y * w + x) * 4);
}
