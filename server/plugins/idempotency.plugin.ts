import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { idempotentRequests } from '../db/schema.ts';
import { badRequest, conflict, said } from '../http-errors.ts';
import type { PeriodicJob } from '../jobs/periodic-job.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds until its answer is kept. */
    idempotency: { userId: number; key: string } | null;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Visible ASCII: nginx's $request_id (32 hex digits), a UUID, whatever a client makes. */
const KEY = /^[\x21-\x7e]{8,200}$/;
/** How long a key's answer is kept: longer than any client or proxy goes on retrying. */
const KEEP_HOURS = 24;

const fingerprintOf = (request: FastifyRequest) =>
  `${request.method} ${request.url} ${createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url')}`;

/**
 * A signed-in member's POST, PUT, PATCH or DELETE that carries an Idempotency-Key is done once:
 * the same key again (a proxy resending it to another instance, a phone retrying on a bad line)
 * is answered what the first was, while it is under way 409. Only successes are kept: a refused
 * request changed nothing, so it may be sent again. nginx gives every request a key (docs/deploy.md).
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (key === undefined || !request.auth || !MUTATING.has(request.method)) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw badRequest(said('idempotency.badKey'), 'BAD_IDEMPOTENCY_KEY');
    const userId = request.auth.user.id;
    const fingerprint = fingerprintOf(request);
    const taken = await db.insert(idempotentRequests).values({ userId, key, fingerprint }).onConflictDoNothing().returning({ key: idempotentRequests.key });
    if (taken.length) {
      request.idempotency = { userId, key };
      return;
    }
    const [first] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    if (first && first.fingerprint !== fingerprint) throw badRequest(said('idempotency.reused'), 'IDEMPOTENCY_KEY_REUSED');
    if (!first || first.status === null) throw conflict(said('idempotency.inProgress'), 'IDEMPOTENT_REQUEST_IN_PROGRESS');
    reply.code(first.status).header('idempotent-replayed', 'true');
    // A 204 had no body and no type: none is made up for it.
    if (first.contentType) reply.type(first.contentType);
    return reply.send(first.body || null);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const mine = and(eq(idempotentRequests.userId, held.userId), eq(idempotentRequests.key, held.key));
    const kept = reply.statusCode < 300 && (typeof payload === 'string' || payload === null);
    try {
      if (kept)
        await db
          .update(idempotentRequests)
          .set({ status: reply.statusCode, contentType: (reply.getHeader('content-type') as string | undefined) ?? null, body: payload })
          .where(mine);
      else await db.delete(idempotentRequests).where(mine);
    } catch (error) {
      // The answer goes out regardless; the key stays "under way" until it is a day old.
      request.log.warn({ err: error }, 'the answer of an idempotent request was not kept');
    }
    return payload;
  });
}

/** Hourly: keys past a day are forgotten. */
export const idempotencyCleanupJob = (db: Database): PeriodicJob<number> => ({
  name: 'idempotency keys',
  run: async () =>
    (
      await db
        .delete(idempotentRequests)
        .where(lt(idempotentRequests.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
        .returning({ key: idempotentRequests.key })
    ).length,
  everyMs: 3_600_000,
  atStart: true,
  logged: (deleted) => (deleted ? { deleted } : undefined),
});
