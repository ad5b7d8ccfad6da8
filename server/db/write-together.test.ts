import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from './schema.ts';
import { writeTogether } from './write-together.ts';
import type { UserRow } from '../features/users/index.ts';
import { aMember } from '../test-support/builders.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let member: UserRow;
beforeAll(async () => {
  database = await createTestDatabase();
  member = await aMember(database.db);
});
afterAll(() => database.close());

/** A notice titled `what`, to the member unless to someone else. */
const notice = (what: string, userId = member.id) =>
  database.db.insert(notifications).values({ userId, type: 'system_update', title: what, message: what }).getSQL();
const written = async () =>
  (await database.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, member.id)).orderBy(asc(notifications.id))).map(
    (n) => n.title,
  );

describe('writes made together', () => {
  it('makes every write given, in one statement, skipping the absent ones', async () => {
    await writeTogether(database.db, [notice('a'), undefined, notice('b'), notice('c')]);
    await writeTogether(database.db, [undefined, notice('d')]);
    await writeTogether(database.db, [undefined]);
    expect((await written()).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('makes none of them when one fails: they are one statement, even outside a transaction', async () => {
    const nobody = 2 ** 31 - 1;
    await expect(writeTogether(database.db, [notice('e'), notice('to nobody', nobody)])).rejects.toThrow();
    expect(await written()).not.toContain('e');
  });
});
