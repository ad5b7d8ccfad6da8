import { defineConfig } from 'vitest/config';

/**
 * What an upgrade needs (npm run test:deploy): the rolling restart behind nginx (the built app)
 * and the previous release on this release's schema (a git checkout of it). PostgreSQL of
 * DATABASE_URL, default the local server.
 */
export default defineConfig({
  test: {
    root: '.',
    include: ['deploy/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
