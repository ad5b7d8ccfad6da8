import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newBrowserBinding, type AuthService, type ClientInfo } from './auth.service.ts';
import { popupResultPage, popupResultScript } from './popup-result-page.ts';
import { type SignInResult } from '../../../contract/auth.contract.ts';
import { authEndpoints } from '../../../contract/auth.endpoints.ts';
import { SIGN_IN_CALLBACK_PATH } from '../../../contract/constants.ts';
import { authOf, SESSION_COOKIE } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';

/** Binds a sign-in to the browser that started it (docs/decisions/022). */
const SIGN_IN_COOKIE = 'medfleet_sign_in';

interface Options {
  auth: AuthService;
  publicUrl: string;
  sessionTtlSeconds: number;
  rateLimit: number;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, publicUrl, sessionTtlSeconds, rateLimit }) => {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  const secureCookie = publicUrl.startsWith('https://');
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/', maxAge: sessionTtlSeconds });
  /** The session's answer, with its httpOnly cookie set beside the token. */
  const signedIn = (reply: FastifyReply, result: SignInResult) => {
    setSessionCookie(reply, result.token);
    return result;
  };
  const clientOf = (request: FastifyRequest): ClientInfo => ({ userAgent: request.headers['user-agent'], ipAddress: request.ip });
  /** The browser's sign-in cookie (made when missing): a sign-in counts only in the browser that started it. */
  const browserOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const kept = request.cookies[SIGN_IN_COOKIE];
    if (kept && /^[\w-]{43}$/.test(kept)) return kept;
    const made = newBrowserBinding();
    reply.setCookie(SIGN_IN_COOKIE, made, { httpOnly: true, sameSite: 'lax', secure: secureCookie, path: '/api/auth', maxAge: 24 * 3600 });
    return made;
  };

  app.route({
    ...routeOf(authEndpoints.startSignIn),
    config: limited,
    handler: (request, reply) => auth.startSignIn(request.params.provider, request.query.popup === 'true', browserOf(request, reply)),
  });

  app.route({
    ...routeOf(authEndpoints.finishSignIn),
    config: limited,
    handler: async (request, reply) => {
      const callbackUrl = new URL(request.url, publicUrl);
      const outcome = await auth.finishSignIn(request.params.provider, request.query, callbackUrl, clientOf(request), request.cookies[SIGN_IN_COOKIE]);
      if (!outcome.ok) request.log.warn({ code: outcome.failure.code, reason: outcome.failure.message }, 'sign-in failed');
      if (outcome.popup === false) {
        // The address carries a single-use code for this browser, never the session token.
        const target = outcome.ok
          ? `${SIGN_IN_CALLBACK_PATH}?${new URLSearchParams({ code: outcome.code })}`
          : `/login?${new URLSearchParams({ error: outcome.failure.code })}`;
        return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 303);
      }
      if (outcome.ok) setSessionCookie(reply, outcome.result.token);
      return (
        reply
          .header('cache-control', 'no-store')
          // The popup must keep its opener after visiting the provider's origin.
          .header('cross-origin-opener-policy', 'unsafe-none')
          .type('text/html; charset=utf-8')
          .send(popupResultPage(request.params.provider, outcome))
      );
    },
  });

  app.get('/api/auth/popup-result.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(popupResultScript),
  );

  app.route({
    ...routeOf(authEndpoints.exchangeSignInCode),
    config: limited,
    handler: async (request, reply) => signedIn(reply, await auth.exchangeSignInCode(request.body.code, request.cookies[SIGN_IN_COOKIE])),
  });

  app.route({
    ...routeOf(authEndpoints.devLogin),
    config: limited,
    handler: async (request, reply) => signedIn(reply, await auth.devLogin(request.body, clientOf(request))),
  });

  app.route({
    ...routeOf(authEndpoints.logout),
    handler: async (request, reply) => {
      await auth.logout(authOf(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      // The browser forgets the session's cookies and anything it cached while signed in.
      reply.header('clear-site-data', '"cache", "cookies"');
      return { success: true as const };
    },
  });
};
