import { and, arrayContains, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findByOidcIdentity(issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
      return row;
    },
    /** The seeded admin dev login signs in as: the first active admin or the organisation owner. */
    async findFirstActiveAdmin(ownerEmail: string | undefined): Promise<UserRow | undefined> {
      const admin = arrayContains(users.userTypes, ['admin']);
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.isActive, true), ownerEmail ? or(admin, eq(users.email, ownerEmail)) : admin))
        .orderBy(asc(users.id))
        .limit(1);
      return row;
    },
    /** Ids of the active admins (by type or as the organisation owner). */
    async activeAdminIds(ownerEmail: string | undefined): Promise<number[]> {
      const admin = arrayContains(users.userTypes, ['admin']);
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isActive, true), ownerEmail ? or(admin, eq(users.email, ownerEmail)) : admin));
      return rows.map((r) => r.id);
    },
    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.name));
    },
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /** Inserts unless a user with this e-mail exists; answers the row either way. */
    async insertIfAbsent(values: NewUser): Promise<UserRow> {
      await db.insert(users).values(values).onConflictDoNothing({ target: users.email });
      const [row] = await db.select().from(users).where(eq(users.email, values.email));
      return row!;
    },
    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
