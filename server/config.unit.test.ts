import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { withEnvironmentTable } from './env-table.ts';
import { projectRoot } from './paths.ts';

describe('configuration', () => {
  it('README lists every environment variable exactly as server/config.ts documents it', () => {
    const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
    expect(readme, 'run npm run env-table').toBe(withEnvironmentTable(readme));
  });

  it('defaults to the embedded database with demo data and dev login on port 5000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, databaseUrl: undefined, seedDemo: true, devLogin: { enabled: true, token: 'dev' }, oidc: undefined });
    expect(config.publicUrl).toBe('http://localhost:5000');
  });

  it('turns dev login off and demands a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), DATABASE_URL: 'postgres://x/y' });
    expect(config.devLogin.enabled).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it('keeps dev login off on PostgreSQL unless DEV_LOGIN=true, and always off in production', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).devLogin.enabled).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', DEV_LOGIN: 'true' }).devLogin.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), DEV_LOGIN: 'true' }).devLogin.enabled).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ OIDC_ISSUER: 'https://login.example.com/v2.0' }, /OIDC_CLIENT_ID is required/],
    [{ SESSION_SECRET: 'short' }, /at least 32 characters/],
    [{ OIDC_PROVIDER_SLUG: 'Micro Soft' }, /OIDC_PROVIDER_SLUG/],
  ])('refuses %j with a message that names the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the work domains as a lower-case list', () => {
    expect(loadConfig({ WORK_DOMAINS: 'MDA.org.il, example.org ' }).workDomains).toEqual(['mda.org.il', 'example.org']);
  });

  it('reads TRUST_PROXY as proxies\' addresses or a hop count, refuses "true" and anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toBe('10.0.0.1,10.0.1.0/24');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' })).toMatchObject({ trustProxy: false, trustProxyRefused: true });
    for (const bad of ['yes', '10.0.0.1/33', 'proxy.example.org', '99']) expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });
});
