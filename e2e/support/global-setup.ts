import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test-support/free-port.ts';
import { startTestOidcProvider } from '../../server/test-support/oidc-test-provider.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    idpUrl: string;
  }
}


async function waitForHealth(url: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with ${app.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The app did not answer /api/health within 60 s');
}

/** The built app on a fresh embedded database, signing in against a real OIDC provider on loopback. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const idp = await startTestOidcProvider({ redirectUris: [`${baseUrl}/api/auth/test-idp/callback`] });
  const dataDir = mkdtempSync(join(tmpdir(), 'medfleet-e2e-'));
  const app = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Started by the Fleet Control journey; no check may come while other journeys book the simulated (moving) vehicles.
      MOVEMENT_CHECK_SECONDS: '3600',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_PROVIDER_SLUG: 'test-idp',
      OIDC_PROVIDER_NAME: 'Test IdP',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, app);
  project.provide('baseUrl', baseUrl);
  project.provide('idpUrl', idp.issuer);
  return async () => {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await idp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
