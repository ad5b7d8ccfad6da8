import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Writes whose answers nobody reads, made as one statement: each but the last a data-modifying
 * CTE, so that together they cost one round trip (docs/decisions/007). They run on one snapshot,
 * so none may read what another writes.
 */
export async function writeTogether(db: Database, writes: (SQL | undefined)[]): Promise<void> {
  const made = writes.filter((write): write is SQL => write !== undefined);
  const last = made.pop();
  if (!last) return;
  const before = made.map((write, i) => sql`${sql.identifier(`write_${i}`)} as (${write})`);
  await db.execute(before.length ? sql`with ${sql.join(before, sql`, `)} ${last}` : last);
}
