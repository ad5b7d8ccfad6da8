import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let publicUrl: string;
// Generated inside the project (ignored by git) so that its TypeScript loads like ours.
const folder = join(process.cwd(), 'node_modules', '.cache', `medfleet-openapi-client-${process.pid}`);

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: publicUrl });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

it('generates a client with @hey-api/openapi-ts that calls this server with no base-URL setting (docs/decisions/022)', async () => {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'openapi.json');
  writeFileSync(file, await (await fetch(`${publicUrl}/api/docs/json`)).text());
  await createClient({ input: file, output: join(folder, 'client'), plugins: ['@hey-api/client-fetch'], logs: { level: 'silent' } });
  type Answer = { data?: unknown; error?: unknown; response: Response };
  const sdk = (await import(join(folder, 'client', 'sdk.gen.ts'))) as Record<string, (options?: object) => Promise<Answer>>;

  const health = await sdk.getHealth!();
  expect(health.response.url).toBe(`${publicUrl}/api/health`);
  expect(health.data).toMatchObject({ status: 'ok' });

  const token = await t.login('emt@medfleet.test');
  const vehicles = await sdk.getVehicles!({ headers: { authorization: `Bearer ${token}` } });
  expect(vehicles.response.status).toBe(200);
  expect((vehicles.data as { vehicleNumber: string }[]).map((v) => v.vehicleNumber)).toContain('A3');
  const refused = await sdk.getVehicles!();
  expect(refused.response.status).toBe(401);
  expect(refused.error).toMatchObject({ message: expect.any(String) });
});
