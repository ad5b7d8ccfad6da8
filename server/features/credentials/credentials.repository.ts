import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { credentialTypes, memberCredentials } from '../../db/schema.ts';

export type CredentialTypeRow = typeof credentialTypes.$inferSelect;
export type CredentialRow = typeof memberCredentials.$inferSelect & { typeName: string; typeNameHe: string; needsReview: boolean };

/** Credential types, and members' credentials with their type's names. */
export function createCredentialsRepository(db: Database) {
  const credentials = () =>
    db
      .select({ credential: memberCredentials, typeName: credentialTypes.name, typeNameHe: credentialTypes.nameHe, needsReview: credentialTypes.needsReview })
      .from(memberCredentials)
      .innerJoin(credentialTypes, eq(credentialTypes.id, memberCredentials.typeId));
  type Selected = Awaited<ReturnType<ReturnType<typeof credentials>['execute']>>;
  const flat = (rows: Selected): CredentialRow[] =>
    rows.map((r) => ({ ...r.credential, typeName: r.typeName, typeNameHe: r.typeNameHe, needsReview: r.needsReview }));

  return {
    /** The types written when there are none yet (a name taken meanwhile, by another instance starting, is left). */
    async addIfNone(values: (typeof credentialTypes.$inferInsert)[]): Promise<void> {
      const [any] = await db.select({ id: credentialTypes.id }).from(credentialTypes).limit(1);
      if (!any) await db.insert(credentialTypes).values(values).onConflictDoNothing();
    },
    types: (): Promise<CredentialTypeRow[]> => db.select().from(credentialTypes).orderBy(asc(credentialTypes.name)),
    async type(id: number): Promise<CredentialTypeRow | undefined> {
      const [row] = await db.select().from(credentialTypes).where(eq(credentialTypes.id, id));
      return row;
    },
    async addType(values: typeof credentialTypes.$inferInsert): Promise<CredentialTypeRow> {
      const [row] = await db.insert(credentialTypes).values(values).returning();
      return row!;
    },
    async updateType(id: number, changes: Partial<typeof credentialTypes.$inferInsert>): Promise<CredentialTypeRow | undefined> {
      const [row] = await db.update(credentialTypes).set(changes).where(eq(credentialTypes.id, id)).returning();
      return row;
    },
    ofUser: async (userId: number): Promise<CredentialRow[]> =>
      flat(await credentials().where(eq(memberCredentials.userId, userId)).orderBy(asc(credentialTypes.name))),
    find: async (id: number): Promise<CredentialRow | undefined> => flat(await credentials().where(eq(memberCredentials.id, id)))[0],
    async add(values: typeof memberCredentials.$inferInsert): Promise<number> {
      const [row] = await db.insert(memberCredentials).values(values).returning({ id: memberCredentials.id });
      return row!.id;
    },
    async update(id: number, changes: Partial<typeof memberCredentials.$inferInsert>): Promise<boolean> {
      const done = await db
        .update(memberCredentials)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(memberCredentials.id, id))
        .returning({ id: memberCredentials.id });
      return done.length > 0;
    },
    remove: async (id: number): Promise<boolean> =>
      (await db.delete(memberCredentials).where(eq(memberCredentials.id, id)).returning({ id: memberCredentials.id })).length > 0,
  };
}
export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
