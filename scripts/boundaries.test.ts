import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryRules } from '../eslint.config.js';

/**
 * The project's boundary rules alone, on a file that would sit at `filePath` (the imported files are real).
 * A cycle can run through a file only when another file imports it, so `cycles` is asked for where
 * `filePath` is a real one: the search walks the imported file's whole graph (seconds for the web's).
 */
async function boundaryProblems(filePath: string, importPath: string, { cycles = false } = {}): Promise<string[]> {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        ...boundaryRules,
        // The linted text is not on disk, which no-cycle's precomputed graph (SCC) needs; the plain search finds the same cycles.
        rules: { ...boundaryRules.rules, 'import/no-cycle': cycles ? ['error', { ignoreExternal: true, disableScc: true }] : 'off' },
      },
    ],
  });
  const [result] = await eslint.lintText(`import * as imported from '${importPath}';\nexport { imported };\n`, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layer boundaries, checked by lint', () => {
  it.each([
    ['a web feature takes another feature’s internals', 'web/features/damage-reports/wrong.tsx', '../bookings/use-bookings.ts'],
    ['a web feature imports the app shell', 'web/features/bookings/wrong.tsx', '../../app/dashboard-page.tsx'],
    ['a UI primitive imports a feature', 'web/components/ui/wrong.tsx', '../../features/auth/index.ts'],
    ['web/lib imports a UI component', 'web/lib/wrong.ts', '../components/ui/button.tsx'],
    ['the app shell takes a feature’s internals', 'web/app/wrong.tsx', '../features/bookings/my-bookings.tsx'],
    ['the web app imports server code', 'web/lib/wrong.ts', '../../server/time.ts'],
    ['the contract imports server code', 'contract/wrong.ts', '../server/time.ts'],
    ['a route uses a repository', 'server/features/bookings/wrong.routes.ts', './bookings.repository.ts'],
    ['a route uses the database', 'server/features/bookings/wrong.routes.ts', '../../db/schema.ts'],
    ['a service uses the database', 'server/features/bookings/wrong.service.ts', '../../db/client.ts'],
    ['a server feature takes another feature’s internals', 'server/features/bookings/wrong.service.ts', '../users/users.repository.ts'],
    ['an adapter imports a feature', 'server/adapters/wrong.ts', '../features/users/index.ts'],
    ['a plugin imports a feature', 'server/plugins/wrong.ts', '../features/auth/auth.service.ts'],
  ])('refuses it when %s', async (_case, filePath, importPath) => {
    expect(await boundaryProblems(filePath, importPath)).toEqual([expect.stringMatching(/^import\/no-restricted-paths: /)]);
  });

  it('refuses an import cycle between features (bookings → damage-reports → bookings)', async () => {
    const problems = await boundaryProblems('web/features/bookings/index.ts', '../damage-reports/index.ts', { cycles: true });
    expect(problems).toEqual([expect.stringMatching(/^import\/no-cycle: Dependency cycle/)]);
  });

  it.each([
    ['a web feature uses another through its index.ts', 'web/features/damage-reports/wrong.tsx', '../bookings/index.ts'],
    ['the app shell routes to a feature’s page', 'web/app/wrong.tsx', '../features/users/profile-completion-page.tsx'],
    ['a feature uses its own files, lib and UI', 'web/features/bookings/wrong.tsx', '../../components/ui/button.tsx'],
    ['a service reads PostgreSQL’s error codes', 'server/features/bookings/wrong.service.ts', '../../db/pg-errors.ts'],
    ['a repository uses the database', 'server/features/bookings/wrong.repository.ts', '../../db/schema.ts'],
    ['a server feature uses another through its index.ts', 'server/features/bookings/wrong.service.ts', '../users/index.ts'],
  ])('allows it when %s', async (_case, filePath, importPath) => {
    expect(await boundaryProblems(filePath, importPath)).toEqual([]);
  });
});
