import { startChild, stopChild } from './support/child-server.ts';
import { processMemoryMb } from './support/process-memory.ts';
import { renderLicencePng } from '../server/test-support/licence-image.ts';

/**
 * The licence OCR of the profile issue, on the app in its own process (embedded database unless
 * DATABASE_URL is set): median time to analyse a 1600×1000 licence photo (target under 4 s), and
 * the server's peak memory (VmHWM) while four photos are analysed at once.
 */
const RUNS = 7;
const server = await startChild('bench/support/serve-app.ts', { OCR_WORKERS: process.env.OCR_WORKERS ?? '2' });
const base = `http://127.0.0.1:${server.port}`;
const peakMb = () => processMemoryMb(server.child.pid!).peak;

try {
  const { token } = (await (
    await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'dev' }) })
  ).json()) as { token: string };
  const body = JSON.stringify({ frontImage: (await renderLicencePng()).toString('base64') });
  const analyse = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/api/license/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const result = (await res.json()) as { success: boolean; extractedData: { licenseNumber: string | null } };
    if (!res.ok || !result.success) throw new Error(`analysis failed: ${res.status} ${JSON.stringify(result)}`);
    return performance.now() - started;
  };
  const before = peakMb();
  const first = await analyse();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await analyse());
  times.sort((a, b) => a - b);
  console.log(`first analysis (starts the OCR workers): ${(first / 1000).toFixed(2)} s`);
  console.log(
    `median of ${RUNS} analyses of a 1600x1000 licence: ${(times[RUNS >> 1]! / 1000).toFixed(2)} s (min ${(times[0]! / 1000).toFixed(2)}, max ${(times.at(-1)! / 1000).toFixed(2)}; target < 4 s)`,
  );
  const started = performance.now();
  const four = await Promise.all(Array.from({ length: 4 }, analyse));
  console.log(
    `four at once: all done in ${((performance.now() - started) / 1000).toFixed(2)} s (slowest ${(Math.max(...four) / 1000).toFixed(2)} s) with ${process.env.OCR_WORKERS ?? 2} OCR workers`,
  );
  console.log(`server peak memory (VmHWM): ${before.toFixed(0)} MB before OCR, ${peakMb().toFixed(0)} MB after four at once`);
} finally {
  await stopChild(server.child);
}
