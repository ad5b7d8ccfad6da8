import sharp from 'sharp';
import { startBookingBench } from './support/booking-bench.ts';
import { processMemoryMb } from './support/process-memory.ts';
import { vehicles } from '../server/db/schema.ts';
import { ordinaryWindow } from '../server/test-support/booking-windows.ts';
import { pngBomb } from '../server/test-support/images.ts';

/**
 * The hardening issue's memory figure: the app in its own process (PostgreSQL of DATABASE_URL,
 * default the local server) while the worst uploads arrive four at once: a 20000 × 20000 PNG
 * bomb of a few hundred KB to the licence analysis, an 8000 × 8000 signature, a damage report of
 * ten 10 MB photos as multipart, and the same report as one base64 JSON body. Prints the
 * server's resident memory before, at its peak and a minute later (target: growth under 300 MB,
 * back within 100 MB of the start). MALLOC_ARENA_MAX=… chooses the allocator's arenas (default 2,
 * as `npm start` sets it).
 */
const AT_ONCE = 4;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 60_000);

/** A noisy JPEG as close under 10 MB as a quality step gets (noise does not compress: the worst a photo can be). */
async function tenMegabytePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.imul(i, 2654435761) >>> 24) & 0xff;
  for (let quality = 100; ; quality -= 4) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length < 10 * 1024 * 1024) return jpeg;
  }
}

// As `npm start` runs the app: two malloc arenas, so memory the image decoder freed is given back.
const bench = await startBookingBench({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' });
const mb = () => processMemoryMb(bench.pid);
try {
  const admin = await bench.signIn();
  const [member] = await bench.members('upload', 1);
  const [a3] = await bench.db.select({ id: vehicles.id }).from(vehicles).limit(1);
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (token: string, path: string, body: unknown) =>
    fetch(`${bench.base}${path}`, { method: 'POST', headers: { ...headers(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const bomb = await pngBomb(20_000);
  const signature = await pngBomb(8000);
  const photo = await tenMegabytePhoto();
  console.log(
    `uploads: PNG bomb 20000×20000 ${(bomb.length / 1024).toFixed(0)} KB; signature 8000×8000 ${(signature.length / 1024).toFixed(0)} KB; photo ${(photo.length / 1024 / 1024).toFixed(1)} MB × 10 per report`,
  );

  const bookings = await Promise.all(
    Array.from(
      { length: AT_ONCE },
      async (_, i) => ((await (await json(member!, '/api/bookings', { vehicleId: a3!.id, ...ordinaryWindow(3 + i * 2, 8, 2) })).json()) as { id: number }).id,
    ),
  );
  const report = {
    vehicleId: a3!.id,
    incidentDate: new Date(Date.now() - 3600_000).toISOString(),
    location: 'Yard',
    description: 'Worst-case damage report with ten photos.',
  };
  const multipart = () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(report)) form.set(k, String(v));
    for (let i = 0; i < 10; i++) form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i}.jpg`);
    return fetch(`${bench.base}/api/damage-reports`, { method: 'POST', headers: headers(member!), body: form });
  };
  const uploads: [string, (i: number) => Promise<Response>][] = [
    ['licence analysis of the PNG bomb', () => json(admin, '/api/license/analyze', { frontImage: bomb.toString('base64') })],
    [
      'signature of 8000×8000',
      (i) =>
        json(member!, `/api/agreements/${bookings[i]}/sign`, {
          fullName: 'Bench Member',
          signature: `data:image/png;base64,${signature.toString('base64')}`,
          accepted: true,
        }),
    ],
    ['damage report, ten 10 MB photos, multipart', () => multipart()],
    [
      'damage report, ten 10 MB photos, base64 JSON',
      () => json(member!, '/api/damage-reports', { ...report, photos: Array.from({ length: 10 }, () => photo.toString('base64')) }),
    ],
  ];

  const start = mb().rss;
  console.log(`server resident memory at the start: ${start.toFixed(0)} MB`);
  for (const [name, send] of uploads) {
    const began = performance.now();
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, async (_, i) => (await send(i)).status));
    console.log(
      `${name}, ${AT_ONCE} at once: ${answers.join(' ')} in ${((performance.now() - began) / 1000).toFixed(2)} s; resident ${mb().rss.toFixed(0)} MB`,
    );
  }
  const peak = mb().peak;
  console.log(`peak resident memory (VmHWM): ${peak.toFixed(0)} MB, growth ${(peak - start).toFixed(0)} MB (target < 300 MB)`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = mb().rss;
  console.log(`${SETTLE_MS / 1000} s later: ${after.toFixed(0)} MB, ${(after - start).toFixed(0)} MB above the start (target < 100 MB)`);
  const health = await fetch(`${bench.base}/api/health`);
  console.log(`the server still answers: /api/health ${health.status}`);
} finally {
  await bench.stop();
}
