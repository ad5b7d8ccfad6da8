import { config } from 'zod';

/**
 * Zod without its compiled fast path: it probes `new Function` to choose it, which the app's CSP
 * (no 'unsafe-eval') reports as a violation on every load. Imported first by main.tsx, before
 * any schema is made, since each schema reads this when it is created.
 */
config({ jitless: true });
