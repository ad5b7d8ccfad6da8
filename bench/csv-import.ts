import { startBookingBench } from './support/booking-bench.ts';
import { processMemoryMb } from './support/process-memory.ts';

/**
 * 5,000 volunteers as one CSV file: validated (validate-csv), then imported (bulk-upload), over
 * HTTP to the app in its own process on PostgreSQL. Prints each time (target: both under 5 s) and
 * the app's peak memory growth.
 */
const ROWS = 5000;
const header = 'name,email,phone,userTypes,monthlyHourLimit,firstName,lastName,dateOfBirth,address,city,licenseNumber,licenseExpiryDate,licenseCountryOfIssue';
const rows = Array.from(
  { length: ROWS },
  (_, i) => `"Volunteer ${i}, Beit Shemesh",volunteer${i}@medfleet.test,050-${String(1000000 + i).slice(-7)},BLS;EMT,40,Vol,${i},15/04/1990,"${i} Herzl St",Beit Shemesh,${10000000 + i},2029-06-01,Israel`,
);
const file = `${header}\r\n${rows.join('\r\n')}\r\n`;

const bench = await startBookingBench();
try {
  const admin = await bench.signIn();
  const before = processMemoryMb(bench.pid);
  const send = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${bench.base}/api/users/${path}`, { method: 'POST', headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` }, body: file });
    const body = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms: performance.now() - started, body };
  };
  const validated = await send('validate-csv');
  const imported = await send('bulk-upload');
  const after = processMemoryMb(bench.pid);
  console.log(`csv-import: ${ROWS} rows, ${(file.length / 1024).toFixed(0)} KB`);
  console.log(`  validate-csv ${(validated.ms / 1000).toFixed(2)} s (valid: ${String(validated.body.valid)}, ${ROWS} rows; target < 5 s)`);
  console.log(`  bulk-upload  ${(imported.ms / 1000).toFixed(2)} s (${JSON.stringify(imported.body)}; target < 5 s)`);
  console.log(`  app memory: ${before.rss.toFixed(0)} MB before, peak ${after.peak.toFixed(0)} MB (growth ${(after.peak - before.rss).toFixed(0)} MB), ${after.rss.toFixed(0)} MB after`);
  if (validated.ms > 5000 || imported.ms > 5000) process.exitCode = 1;
} finally {
  await bench.stop();
}
