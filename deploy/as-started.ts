/**
 * How `npm start` and the systemd unit (deploy/systemd/medfleet@.service) run the built server,
 * for the benches that measure it: two malloc arenas, blocks of 32 KB and more mapped on their
 * own, and V8's young generation capped at 8 MB a semi-space (docs/decisions/024).
 */
export const START_ARGS = ['--max-semi-space-size=8', 'dist/server/main.js'];
export const START_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };
