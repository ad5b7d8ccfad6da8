import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './client.ts';
import { writeTogether } from './write-together.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table written (what text not null check (what <> 'bad'))`);
});
afterAll(() => database.close());

const written = async () => rowsOf<{ what: string }>(await database.db.execute(sql`select what from written order by what`)).map((r) => r.what);
const insert = (what: string) => sql`insert into written (what) values (${what})`;

describe('writes made together', () => {
  it('makes every write given, in one statement, skipping the absent ones', async () => {
    await writeTogether(database.db, [insert('a'), undefined, insert('b'), insert('c')]);
    await writeTogether(database.db, [undefined, insert('d')]);
    await writeTogether(database.db, [undefined]);
    expect(await written()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('makes none of them when one fails: they are one statement, even outside a transaction', async () => {
    await expect(writeTogether(database.db, [insert('e'), insert('bad')])).rejects.toThrow();
    expect(await written()).not.toContain('e');
  });
});
