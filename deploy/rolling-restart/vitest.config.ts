import { defineConfig } from 'vitest/config';

/** The rolling restart behind nginx (npm run test:rolling): the built app, nginx and PostgreSQL. */
export default defineConfig({
  test: {
    root: '.',
    include: ['deploy/rolling-restart/*.test.ts'],
    testTimeout: 240_000,
  },
});
