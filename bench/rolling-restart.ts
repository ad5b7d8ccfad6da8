import { runRollingRestart } from '../deploy/rolling-restart/harness.ts';

/**
 * The rolling restart of docs/deploy.md, measured: nginx in front of two built instances on one
 * PostgreSQL, 500 live clients, bookings and tracker reports through nginx while the instances
 * restart one after the other. Prints failed requests and the longest time a live client was
 * without its stream (the test, deploy/rolling-restart, asserts them).
 */
const run = await runRollingRestart({
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  liveClients: Number(process.env.BENCH_CLIENTS ?? 500),
  bookers: 4,
  trackers: 3,
});
const gaps = run.clients.flatMap((client) => client.gapsMs).sort((a, b) => a - b);
const missed = run.clients.flatMap((client) => client.reconnections.map((r) => r.missed?.length ?? 0));
console.log(`instances exited with ${run.exitCodes.join(', ')}`);
console.log(
  `bookings acknowledged ${run.bookingsAcknowledged.length}, stored ${run.bookingsStored.length}, failed requests ${run.bookingRequestsFailed.length}`,
);
console.log(`tracker reports stored ${run.reportsStored}, failed requests ${run.reportRequestsFailed.length}`);
console.log(
  `live clients ${run.clients.length}: reconnections ${gaps.length}, gap median ${gaps[Math.floor(gaps.length / 2)]} ms, longest ${run.longestGapMs} ms; positions replayed per reconnection up to ${Math.max(0, ...missed)}`,
);
console.log(`stream attempts that failed (retried by the client) ${run.clients.reduce((sum, client) => sum + client.failedAttempts, 0)}`);
