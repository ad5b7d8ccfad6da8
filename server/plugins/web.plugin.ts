import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http-errors.ts';

/**
 * Serves the built web app; every non-API GET that is no file gets index.html so the client
 * router can answer (its 404 page included). Unknown API paths answer 404 {message}.
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
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    throw notFound(`No such address: ${request.method} ${request.url.split('?')[0]}`);
  });
}
