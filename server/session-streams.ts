import type { AuthContext } from './auth-context.ts';

/** How often every open stream's session is checked again, whatever was announced. */
const RECHECK_MS = 60_000;

interface Held {
  token: string;
  end: () => void;
}

/**
 * What a live stream shows ends when its session ends: sign-out, a disabled or deleted account,
 * revoked sessions (announced by the database to every instance: `userChanged`) and a session
 * that expired or whose announcement was lost (checked again every minute).
 */
export function createSessionStreams(authenticate: (token: string) => Promise<AuthContext | undefined>) {
  const byUser = new Map<number, Set<Held>>();

  async function recheck(userId: number): Promise<void> {
    for (const held of [...(byUser.get(userId) ?? [])]) {
      // A database that cannot answer ends nothing: the next check decides.
      const ctx = await authenticate(held.token).catch(() => 'unknown' as const);
      if (ctx !== 'unknown' && ctx?.user.id !== userId) held.end();
    }
  }
  const timer = setInterval(() => {
    for (const userId of byUser.keys()) void recheck(userId);
  }, RECHECK_MS);
  timer.unref();

  return {
    /** Ends the stream (`end`) with the session of `token`; the answer releases it once the stream has closed. */
    hold(ctx: AuthContext, token: string, end: () => void): () => void {
      const held = { token, end };
      const mine = byUser.get(ctx.user.id) ?? new Set<Held>();
      byUser.set(ctx.user.id, mine.add(held));
      return () => {
        mine.delete(held);
        if (!mine.size && byUser.get(ctx.user.id) === mine) byUser.delete(ctx.user.id);
      };
    },
    userChanged: (userId: number): Promise<void> => recheck(userId),
    /** Streams held open now (on this instance). */
    get size() {
      let open = 0;
      for (const mine of byUser.values()) open += mine.size;
      return open;
    },
    close: () => clearInterval(timer),
  };
}
export type SessionStreams = ReturnType<typeof createSessionStreams>;
