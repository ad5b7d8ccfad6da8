import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test-support/free-port.ts';
import { startTestOidcProvider } from '../../server/test-support/oidc-test-provider.ts';
import { startSmtpSink } from '../../server/test-support/smtp-sink.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    idpUrl: string;
    /** What the SMTP server received, as JSON (GET): [{to, subject, text}]. */
    mailboxUrl: string;
  }
}

/** The SMTP server's mailbox over HTTP, for the tests (they run in other processes). */
async function serveMailbox(mail: Awaited<ReturnType<typeof startSmtpSink>>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    const mails = mail.received.map((m) => ({ to: m.to && !Array.isArray(m.to) ? m.to.text : '', subject: m.subject ?? '', text: m.text ?? '' }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function waitForHealth(url: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with ${app.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
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
  const smtp = await startSmtpSink();
  const mailbox = await serveMailbox(smtp);
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
      SMTP_URL: smtp.url,
      OUTBOX_SECONDS: '0.5',
      // Every test adds and signs in members of its own (support/member.ts), all from this one address.
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, app);
  project.provide('baseUrl', baseUrl);
  project.provide('idpUrl', idp.issuer);
  project.provide('mailboxUrl', mailbox.url);
  return async () => {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await idp.close();
    await mailbox.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
