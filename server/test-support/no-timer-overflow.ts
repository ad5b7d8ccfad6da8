/**
 * A timer set past Node's limit (24.8 days) fires after 1 ms instead, with a TimeoutOverflowWarning;
 * one that re-arms itself becomes a busy loop. PGlite's PostgreSQL timers did that for the rest of
 * a worker after a test moved Date a month ahead (docs/decisions/023): such a warning fails the run.
 */
const LISTENING = Symbol.for('medfleet.noTimerOverflow');
const state = globalThis as { [LISTENING]?: true };
if (!state[LISTENING]) {
  state[LISTENING] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'TimeoutOverflowWarning') throw warning;
  });
}
