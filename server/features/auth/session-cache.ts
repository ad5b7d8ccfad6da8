import type { AuthContext } from '../../auth-context.ts';

interface Entry {
  ctx: AuthContext;
  until: number;
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers verified tokens and their session's user for a short while, so most requests
 * need neither a signature check nor a database read. Entries of a user are forgotten when the
 * database announces a change to that user or their sessions (trigger → NOTIFY auth_changed),
 * and everything is forgotten, and nothing kept, while that announcement channel is down.
 * A read that started before a change cannot store its stale answer (tickets).
 */
export function createSessionCache({ ttlMs = 60_000, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {}) {
  const byToken = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  const generations = new Map<number, number>();
  let epoch = 0;
  let enabled = false;

  const remove = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    const tokens = byUser.get(entry.ctx.user.id);
    tokens?.delete(token);
    if (tokens?.size === 0) byUser.delete(entry.ctx.user.id);
  };

  const clear = () => {
    epoch++;
    byToken.clear();
    byUser.clear();
    generations.clear();
  };

  return {
    get(token: string): AuthContext | undefined {
      const entry = byToken.get(token);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.ctx;
      remove(token);
      return undefined;
    },
    /** Take before reading the database; `set` refuses the answer if the user changed since. */
    ticket(userId: number): string {
      return `${epoch}:${generations.get(userId) ?? 0}`;
    },
    set(token: string, ctx: AuthContext, tokenExpiresAt: number, ticket: string): void {
      if (!enabled || ticket !== this.ticket(ctx.user.id)) return;
      if (byToken.size >= maxEntries) remove(byToken.keys().next().value!);
      byToken.set(token, { ctx, until: Math.min(now() + ttlMs, tokenExpiresAt) });
      const tokens = byUser.get(ctx.user.id) ?? new Set<string>();
      tokens.add(token);
      byUser.set(ctx.user.id, tokens);
    },
    forgetUser(userId: number): void {
      generations.set(userId, (generations.get(userId) ?? 0) + 1);
      for (const token of byUser.get(userId) ?? []) remove(token);
    },
    /** Off while changes may go unannounced; either way the cache starts empty. */
    setEnabled(on: boolean): void {
      enabled = on;
      clear();
    },
    get size() {
      return byToken.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
