import { defineConfig } from 'vitest/config';

/** End-to-end journeys in real Chromium against the built app (npm run test:e2e builds first). */
export default defineConfig({
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
