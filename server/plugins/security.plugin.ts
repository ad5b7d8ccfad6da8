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

/** The CSP: the app's own scripts only, inline styles (Radix, Leaflet), images from the tile host. */
export function contentSecurityPolicy(tileUrl: string, https: boolean): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...tileOrigins(tileUrl)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(https ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * What the page may use of the device: geolocation on this site (a check-in near the vehicle),
 * the camera only on the phone's licence-photo page, nothing else.
 */
export function permissionsPolicy(camera: boolean): string {
  const off = ['microphone', 'payment', 'usb', 'serial', 'bluetooth', 'hid', 'midi', 'display-capture', 'browsing-topics', 'interest-cohort'];
  return [`camera=${camera ? '(self)' : '()'}`, 'geolocation=(self)', ...off.map((feature) => `${feature}=()`)].join(', ');
}

/** The page where a phone takes the licence photo: the one page the camera is for. */
const PHOTO_PAGE = '/photo-capture';

/**
 * Security headers on every answer, computed once: Helmet's set, with a CSP that still lets the
 * app, its map tiles and the OIDC popup work. (Helmet rebuilt them per request at ~40% of a
 * small request's cost; see docs/decisions/005-security-headers.md.) Routes may override one,
 * as the popup's last page does with Cross-Origin-Opener-Policy.
 */
export function securityHeaders(options: { tileUrl: string; https: boolean }): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options.tileUrl, options.https),
    // The sign-in popup talks back to this window, so popups keep their opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': permissionsPolicy(false),
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Security headers, and the rate limiter that sign-in routes opt into with `config.rateLimit`. */
export async function registerSecurity(app: FastifyInstance, options: { tileUrl: string; https: boolean }): Promise<void> {
  const headers = securityHeaders(options);
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  const photoPageHeaders = { ...headers, 'permissions-policy': permissionsPolicy(true) };
  // API answers carry personal data: no cache keeps them unless a route says otherwise.
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    if (url.startsWith('/api/')) reply.headers(apiHeaders);
    else reply.headers(url.startsWith(PHOTO_PAGE) && (url.length === PHOTO_PAGE.length || url[PHOTO_PAGE.length] === '?') ? photoPageHeaders : headers);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
