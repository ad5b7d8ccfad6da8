import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** Origins a tile URL template can load from; `{s}` subdomains become a wildcard. */
export function tileOrigins(tileUrl: string): string[] {
  try {
    const url = new URL(tileUrl.replace(/\{s\}\./, 'any-subdomain.').replace(/\{[^}]+\}/g, '0'));
    return [url.origin.replace('any-subdomain.', '*.')];
  } catch {
    return [];
  }
}

/**
 * Security headers with a CSP that still lets the app, its map tiles and the OIDC popup work,
 * and the rate limiter that sign-in routes opt into with `config.rateLimit`.
 */
export async function registerSecurity(app: FastifyInstance, options: { tileUrl: string; https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(options.tileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The sign-in popup talks back to this window, so popups keep their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
