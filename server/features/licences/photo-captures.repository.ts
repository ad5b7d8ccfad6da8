import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { photoCaptures, users } from '../../db/schema.ts';

/** Fired with a session id when its photo arrives, so every instance's waiting desktop hears it. */
export const PHOTO_CAPTURED_CHANNEL = 'photo_captured';

export function createPhotoCapturesRepository(db: Database) {
  return {
    async insert(values: { id: string; userId: number; side: string; expiresAt: Date }): Promise<void> {
      await db.insert(photoCaptures).values(values);
    },
    /** The session, if its member's account is still active: a disabled account's links stop working. */
    async find(id: string) {
      const [row] = await db
        .select({ capture: photoCaptures })
        .from(photoCaptures)
        .innerJoin(users, eq(users.id, photoCaptures.userId))
        .where(and(eq(photoCaptures.id, id), eq(users.isActive, true)));
      return row?.capture;
    },
    /** Stores the photo if the session is still open; false when it was used or expired meanwhile. */
    async storePhoto(id: string, photo: { contentType: string; data: Buffer }, now: Date): Promise<boolean> {
      const rows = await db
        .update(photoCaptures)
        .set({ ...photo, uploadedAt: now })
        .where(
          and(
            eq(photoCaptures.id, id),
            isNull(photoCaptures.uploadedAt),
            gt(photoCaptures.expiresAt, now),
            sql`exists (select 1 from ${users} where ${users.id} = ${photoCaptures.userId} and ${users.isActive})`,
          ),
        )
        .returning({ id: photoCaptures.id });
      if (rows.length) await db.execute(sql`select pg_notify(${PHOTO_CAPTURED_CHANNEL}, ${id})`);
      return rows.length > 0;
    },
  };
}
export type PhotoCapturesRepository = ReturnType<typeof createPhotoCapturesRepository>;
