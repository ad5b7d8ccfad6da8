import type { AuthContext } from './auth-context.ts';

/** How often every open stream's session is checked again, whatever was announced. */
const RECHECK_MS = 60_000;

/** How a stream is ended: for good (its session ended), or with "come back in a second" (this instance is going). */
export interface StreamEnding {
  end: () => void;
  restart: () => void;
}

interface Held extends StreamEnding {
  token: string;
}

/**
 * The live streams of this instance. What a stream shows ends when its session ends: sign-out,
 * a disabled or deleted account, revoked sessions (announced by the database to every instance:
 * `userChanged`) and a session that expired or whose announcement was lost (checked again every
 * minute). When the instance shuts down every stream is told to come back (to another instance),
 * and so is one that opens after that.
 */
export function createSessionStreams(authenticate: (token: string) => Promise<AuthContext | undefined>) {
  const byUser = new Map<number, Set<Held>>();
  let shuttingDown = false;

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
    /** Ends the stream with the session of `token`; the answer releases it once the stream has closed. */
    hold(ctx: AuthContext, token: string, ending: StreamEnding): () => void {
      const held = { token, ...ending };
      if (shuttingDown) queueMicrotask(ending.restart);
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
    /** The instance is going: every stream, and any opened from now on, reconnects elsewhere. */
    restartAll(): void {
      shuttingDown = true;
      for (const mine of byUser.values()) for (const held of [...mine]) held.restart();
    },
    close: () => clearInterval(timer),
  };
}
export type SessionStreams = ReturnType<typeof createSessionStreams>;
