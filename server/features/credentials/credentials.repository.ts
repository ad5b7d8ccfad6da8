import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { credentialNotices, credentialTypes, memberCredentials, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';
import type { Tx } from '../../events.ts';

export type CredentialTypeRow = typeof credentialTypes.$inferSelect;
export interface ExpiringRow {
  credentialId: number;
  userId: number;
  userName: string;
  email: string;
  typeName: string;
  typeNameHe: string;
  number: string | null;
  expiresOn: string;
  verified: boolean;
}
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
    /** The credentials of these members, by member: one read for many. */
    async ofUsers(userIds: number[]): Promise<Map<number, CredentialRow[]>> {
      const byUser = new Map<number, CredentialRow[]>(userIds.map((id) => [id, []]));
      if (!userIds.length) return byUser;
      for (const row of flat(await credentials().where(inArray(memberCredentials.userId, userIds)))) byUser.get(row.userId)?.push(row);
      return byUser;
    },
    /** Active members' credentials that expire (have a date), with who holds them. */
    withExpiry: () =>
      db
        .select({
          credentialId: memberCredentials.id,
          userId: users.id,
          userName: users.name,
          email: users.email,
          typeName: credentialTypes.name,
          typeNameHe: credentialTypes.nameHe,
          number: memberCredentials.number,
          expiresOn: memberCredentials.expiresOn,
          verified: memberCredentials.verified,
        })
        .from(memberCredentials)
        .innerJoin(credentialTypes, eq(credentialTypes.id, memberCredentials.typeId))
        .innerJoin(users, eq(users.id, memberCredentials.userId))
        .where(and(eq(users.isActive, true), isNotNull(memberCredentials.expiresOn)))
        .orderBy(asc(memberCredentials.expiresOn)) as Promise<ExpiringRow[]>,
    /** Records this notice once across instances and writes it (`send`) in the same transaction; false if it was recorded already. */
    recordNotice(credentialId: number, expiresOn: string, thresholdDays: number, send: (tx: Tx) => Promise<void>): Promise<boolean> {
      return transaction(db, async (tx) => {
        const rows = await tx
          .insert(credentialNotices)
          .values({ credentialId, expiresOn, thresholdDays })
          .onConflictDoNothing()
          .returning({ id: credentialNotices.credentialId });
        if (rows.length) await send(tx);
        return rows.length > 0;
      });
    },
    /** A reviewed scan of the member's credential: approved verifies it, rejected leaves it unverified. */
    async settleScan(id: number, userId: number, verified: boolean): Promise<void> {
      await db
        .update(memberCredentials)
        .set({ verified, updatedAt: new Date() })
        .where(and(eq(memberCredentials.id, id), eq(memberCredentials.userId, userId)));
    },
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
