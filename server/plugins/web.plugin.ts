import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.ts';

/**
 * A path the client router may answer: not the API, not a file (its last part has no extension:
 * an unknown `/assets/x.js` or `/x.png` is a 404, not the app), not `/.well-known/`.
 */
export function isAppPage(method: string, url: string): boolean {
  const path = url.split('?')[0]!;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return (
    method === 'GET' && path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/assets/') && !path.startsWith('/.well-known/') && !last.includes('.')
  );
}

/**
 * Serves the built web app (robots.txt and favicon.ico as themselves); every page path that is
 * no file gets index.html so the client router can answer (its 404 page included). Anything
 * else unknown answers 404 {message}.
 */
export async function registerWeb(app: FastifyInstance, root: string): Promise<void> {
  const hasWeb = existsSync(root);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The .br and .gz files made by the build, chosen by the browser's Accept-Encoding.
      preCompressed: true,
      // Our own Cache-Control below, not @fastify/send's `max-age=0`.
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.includes('/assets/');
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isAppPage(request.method, request.url)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw notFound(`No such address: ${request.method} ${request.url.split('?')[0]}`);
  });
}
