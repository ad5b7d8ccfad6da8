import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths.ts';

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), 'medfleet-main-')), PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, lines: result.stderr.split('\n').filter((l) => l.trim() && !l.includes('ExperimentalWarning')) };
}

describe('starting the server', () => {
  it('exits non-zero with one clear line when the database cannot be reached', () => {
    const { code, lines } = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/medfleet' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^MedFleet cannot start: the PostgreSQL at 127\.0\.0\.1:1\/medfleet cannot be reached or prepared \(.+\)\.$/);
  });

  it('exits non-zero with one clear line when the configuration is invalid', () => {
    const { code, lines } = start({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^MedFleet cannot start: Invalid configuration: PORT: /)]);
  });
});
