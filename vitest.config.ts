import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import TierByTierShuffled from './scripts/test-sequencer.ts';

/** Pure rules: no database, no app, no browser environment; the tier runs in seconds (npm run test:unit). */
const UNIT = ['**/*.unit.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On PostgreSQL most of a test's time is spent waiting on the server, a timer or another process,
    // so two test files per core keep the cores busy (113 s instead of 153 s on 2 cores), four at most,
    // each with connections of its own; embedded PGlite computes inside the test process: one per core.
    maxWorkers: process.env.DATABASE_URL ? Math.min(4, availableParallelism() * 2) : availableParallelism(),
    // Test files share their worker's loaded modules: each file still builds its own app on its own
    // database, and no test mocks a module or changes the environment (docs/decisions/001).
    isolate: false,
    // Every run in a new order, test files and the tests in them (docs/decisions/023): a test that
    // leans on another's data fails. The seed is printed; `--sequence.seed=N` repeats an order.
    sequence: { shuffle: { files: true, tests: true }, sequencer: TierByTierShuffled },
    // The three tiers (docs/decisions/023): `vitest run --project unit` runs one of them.
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT.map((pattern) => `{server,web,contract,scripts}/${pattern}`) } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'contract/**/*.test.ts'],
          exclude: UNIT,
          // One migrated database per run; each test file starts from a copy of it.
          globalSetup: ['server/test-support/global-setup.ts'],
          setupFiles: ['server/test-support/no-timer-overflow.ts'],
        },
      },
      { extends: true, test: { name: 'component', include: ['web/**/*.test.ts', 'web/**/*.test.tsx'], exclude: UNIT } },
    ],
  },
});
