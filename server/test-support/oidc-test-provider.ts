import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback for sign-in tests.
 * Interactions finish by themselves as the account chosen with `nextAccount` (or over HTTP with
 * POST /test-control/next-account {email, name}); `expireIssuedCodes` makes issued codes stale.
 * An account's subject is its e-mail address unless given, and its address is vouched for
 * (`email_verified`) unless `emailVerified: false`: an attacker's provider account.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  nextAccount(account: TestAccount): void;
  expireIssuedCodes(): void;
  close(): Promise<void>;
}

export interface TestAccount {
  email: string;
  name?: string;
  sub?: string;
  emailVerified?: boolean;
}

interface Stored {
  payload: Record<string, unknown> & { exp?: number; grantId?: string; uid?: string; userCode?: string; consumed?: number };
  kind: string;
}

/** oidc-provider's storage contract, kept in one Map so the test can age authorization codes. */
function createAdapterClass(store: Map<string, Stored>) {
  return class MapAdapter {
    constructor(readonly kind: string) {}
    private key = (id: string) => `${this.kind}:${id}`;
    async upsert(id: string, payload: Stored['payload'], expiresIn?: number) {
      const exp = expiresIn ? Math.floor(Date.now() / 1000) + expiresIn : payload.exp;
      store.set(this.key(id), { kind: this.kind, payload: { ...payload, ...(exp ? { exp } : {}) } });
    }
    async find(id: string) {
      return store.get(this.key(id))?.payload;
    }
    async findByUid(uid: string) {
      return [...store.values()].find((s) => s.kind === this.kind && s.payload.uid === uid)?.payload;
    }
    async findByUserCode(userCode: string) {
      return [...store.values()].find((s) => s.kind === this.kind && s.payload.userCode === userCode)?.payload;
    }
    async consume(id: string) {
      const stored = store.get(this.key(id));
      if (stored) stored.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, value] of store) if (value.payload.grantId === grantId) store.delete(key);
    }
  };
}

export async function startTestOidcProvider(options: { redirectUris: string[]; port?: number }): Promise<TestOidcProvider> {
  const store = new Map<string, Stored>();
  const accounts = new Map<string, Required<TestAccount>>();
  const remember = (next: TestAccount) => {
    const full = { name: next.email.split('@')[0]!, sub: next.email, emailVerified: true, ...next };
    accounts.set(full.sub, full);
    return full;
  };
  let account = remember({ email: 'admin@medfleet.test', name: 'Avi Cohen' });
  const clientId = 'medfleet-test';
  const clientSecret = 'medfleet-test-secret-medfleet-test-secret';
  // Created once the port (and so the issuer URL) is known.
  const holder: { provider?: Provider } = {};

  const server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  async function route(req: IncomingMessage, res: ServerResponse) {
    if (req.url === '/test-control/next-account' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      account = remember(JSON.parse(body) as TestAccount);
      res.end('ok');
      return;
    }
    if (req.url?.startsWith('/interaction/')) return finishInteraction(req, res);
    void holder.provider!.callback()(req, res);
  }
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await holder.provider!.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      await holder.provider!.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new holder.provider!.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    await holder.provider!.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  holder.provider = new Provider(issuer, {
    adapter: createAdapterClass(store) as never,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: ['medfleet-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const known = accounts.get(id) ?? remember({ email: id });
      return {
        accountId: id,
        claims: () => {
          const [given, ...rest] = known.name.split(' ');
          return { sub: id, email: known.email, email_verified: known.emailVerified, name: known.name, given_name: given, family_name: rest.join(' ') };
        },
      };
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    nextAccount: (next) => {
      account = remember(next);
    },
    expireIssuedCodes: () => {
      for (const stored of store.values()) if (stored.kind === 'AuthorizationCode') stored.payload.exp = Math.floor(Date.now() / 1000) - 60;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
