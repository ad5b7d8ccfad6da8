import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts', 'server/**/*.test.ts', 'contract/**/*.test.ts', 'web/**/*.test.ts', 'web/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker's loaded modules: each file still builds its own app on its own
    // database, and no test mocks a module or changes the environment (docs/decisions/001).
    isolate: false,
    // One migrated database per run; each test file starts from a copy of it.
    globalSetup: ['server/test-support/global-setup.ts'],
  },
});
