import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from './openapi-document.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let document: {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  servers?: unknown;
  tags?: { name: string; description: string }[];
};
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3 (as client generators read it)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(Object.keys(document.paths).length).toBeGreaterThan(60);
  });

  it('passes Redocly lint (its recommended rules) with no error', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'medfleet-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      // The CLI exits 1 on any error; its JSON report says which.
      const { stdout } = await promisify(execFile)(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--format=json'], {
        maxBuffer: 64 * 1024 * 1024,
      }).catch((e: { stdout: string }) => e);
      const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { severity: string; ruleId: string; message: string }[] };
      expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('names a server, so a generated client needs no base URL, and describes every tag it uses', () => {
    // PUBLIC_URL, absolute: a client made from the document calls this server as it is (see openapi-client.test.ts).
    expect(document.servers).toEqual([{ url: expect.stringMatching(/^https?:\/\/[^/]+$/), description: 'This MedFleet server (PUBLIC_URL)' }]);
    const used = new Set(Object.values(document.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
    expect(document.tags!.map((tag) => tag.name).sort()).toEqual([...used].sort());
    expect(document.tags!.every((tag) => tag.description && tag.description !== tag.name)).toBe(true);
  });

  it('gives every operation a unique operationId', () => {
    const ids = Object.values(document.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('post', '/api/bookings/{id}/cancel')).toBe('postBookingsByIdCancel');
  });
});
