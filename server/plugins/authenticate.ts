import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertAdmin, type AuthContext } from '../auth-context.ts';
import { forbidden, said, unauthorized } from '../http-errors.ts';
import { createSessionStreams, type SessionStreams } from '../session-streams.ts';

export const SESSION_COOKIE = 'medfleet_session';

/** An API route as the access gate sees it. */
export interface ApiRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The token the session came with (bearer or cookie): what a live stream is checked against. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** Live streams end with their session (server/session-streams.ts). */
    sessionStreams: SessionStreams;
    /** Every /api route registered after the gate, and whether it is public: what the authorisation matrix test walks. */
    apiRoutes: ApiRoute[];
  }
}

/**
 * The only API routes anyone may call without a session, each with who calls it. Every other
 * route under /api is closed: a request without a live session gets its 401 before its body is
 * read, whatever the route itself declares. A new public route is added here, on purpose.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load balancers and monitoring',
  'GET /api/health/ready': 'load balancers (whether to send this instance requests)',
  'GET /api/config': 'the sign-in page (service name, sign-in methods)',
  'GET /api/auth/:provider/url': 'starting single sign-on',
  'GET /api/auth/:provider/callback': 'the identity provider returning the user',
  'GET /api/auth/popup-result.js': "the script of the sign-in popup's last page",
  'POST /api/auth/exchange': "the page a redirect sign-in lands on, collecting its session (single-use code + this browser's sign-in cookie)",
  'POST /api/auth/login': 'Development Access (its own token; off outside the demo)',
  'GET /api/positions/osmand': 'trackers (their unguessable id and secret)',
  'POST /api/positions/osmand': 'trackers (their unguessable id and secret)',
  'GET /api/calendar/feed/:token': "calendar apps subscribed to a member's feed (its secret token)",
  'GET /api/announcement/image/:language': "the banner's picture, shown like any image of a page (nothing private)",
  'POST /api/user/preferred-email/confirm': 'the page a notification address confirmation link opens (its single-use token)',
  'POST /api/photo-capture/:sessionId/photo': 'the phone of a member taking a licence photo (single-use session)',
};
/** The OpenAPI document and its viewer. */
const PUBLIC_PREFIX = '/api/docs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isPublicRoute(method: string, url: string): boolean {
  return url === PUBLIC_PREFIX || url.startsWith(`${PUBLIC_PREFIX}/`) || `${method === 'HEAD' ? 'GET' : method} ${url}` in PUBLIC_ROUTES;
}

/** The token of an `Authorization: Bearer …` header; '' for another scheme, undefined without the header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/**
 * Closes every /api route that PUBLIC_ROUTES does not name: the session (bearer token or the
 * httpOnly cookie) is checked on request, before the body is parsed or validated.
 */
export function registerAccessGate(app: FastifyInstance, auth: { authenticate: (token: string) => Promise<AuthContext | undefined> }): SessionStreams {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  const streams = createSessionStreams((token) => auth.authenticate(token));
  app.decorate('sessionStreams', streams);
  app.decorateRequest('sessionToken', null);
  app.addHook('preClose', async () => streams.restartAll());
  app.addHook('onClose', async () => streams.close());
  app.addHook('onRoute', ({ method, url }) => {
    for (const m of [method].flat()) if (url.startsWith('/api/') && m !== 'HEAD') routes.push({ method: m, url, public: isPublicRoute(m, url) });
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || isPublicRoute(request.method, route)) return;
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) throw unauthorized(said('session.signIn'), 'NO_SESSION');
    // A cookie alone can be sent by another site's form; such a form cannot set the JSON content type.
    if (bearer === undefined && !SAFE_METHODS.has(request.method) && !isJson(request)) {
      throw forbidden('This request needs the application/json content type or an Authorization header.', 'CSRF');
    }
    const ctx = await auth.authenticate(token);
    if (!ctx) throw unauthorized(said('session.ended'), 'SESSION_INVALID');
    request.auth = ctx;
    request.sessionToken = token;
  });
  return streams;
}

/** The onRequest hook of admin routes (after the gate, before the body is read); services that own an admin rule check again. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  assertAdmin(authOf(request));
}

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
}

/** The signed-in user of a closed route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(said('session.signIn'), 'NO_SESSION');
  return request.auth;
}
