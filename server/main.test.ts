import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from './test-support/script-process.ts';

async function start(env: Record<string, string>) {
  const { code, err } = await runScript('server/main.ts', [], { DATA_DIR: mkdtempSync(join(tmpdir(), 'medfleet-main-')), PORT: '0', ...env });
  return { code, lines: err };
}

// Side by side: each is a process of its own that starts and ends.
describe.concurrent('starting the server', () => {
  it('exits non-zero with one clear line when the database cannot be reached', async () => {
    const { code, lines } = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/medfleet' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^MedFleet cannot start: the PostgreSQL at 127\.0\.0\.1:1\/medfleet cannot be reached or prepared \(.+\)\.$/);
  });

  it('exits non-zero with one clear line when the configuration is invalid', async () => {
    const { code, lines } = await start({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^MedFleet cannot start: Invalid configuration: PORT: /)]);
  });
});
