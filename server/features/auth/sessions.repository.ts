import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authRequests, sessions, signInCodes, users } from '../../db/schema.ts';
import type { UserRow } from '../users/index.ts';

export type AuthRequestRow = typeof authRequests.$inferSelect;

export function createSessionsRepository(db: Database) {
  // Every authenticated request runs this: prepared once, so neither Drizzle nor PostgreSQL
  // plans it again (it was most of a request's cost; see docs/decisions/004-sessions.md).
  const liveSessionUser = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)))
    .prepare('live_session_user');

  return {
    async create(values: { userId: number; expiresAt: Date; userAgent?: string | undefined; ipAddress?: string | undefined }) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row!.id;
    },
    /** The session's user when the session is live and the user active; one round trip. */
    async findLiveSessionUser(sessionId: string): Promise<UserRow | undefined> {
      const [row] = await liveSessionUser.execute({ sessionId });
      return row?.user;
    },
    async revoke(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeAllOfUser(userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    async saveAuthRequest(values: typeof authRequests.$inferInsert): Promise<void> {
      await db.insert(authRequests).values(values);
    },
    /** Removes and answers the sign-in request of this state: a state is good once. */
    async takeAuthRequest(state: string, provider: string): Promise<AuthRequestRow | undefined> {
      await db.delete(authRequests).where(lt(authRequests.expiresAt, sql`now()`));
      const [row] = await db
        .delete(authRequests)
        .where(and(eq(authRequests.state, state), eq(authRequests.provider, provider)))
        .returning();
      return row;
    },
    async saveSignInCode(values: typeof signInCodes.$inferInsert): Promise<void> {
      await db.insert(signInCodes).values(values);
    },
    /** Removes and answers the live sign-in code of this hash: a code is good once. */
    async takeSignInCode(codeHash: string): Promise<typeof signInCodes.$inferSelect | undefined> {
      await db.delete(signInCodes).where(lt(signInCodes.expiresAt, sql`now()`));
      const [row] = await db.delete(signInCodes).where(eq(signInCodes.codeHash, codeHash)).returning();
      return row;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
