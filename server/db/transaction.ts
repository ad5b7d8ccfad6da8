import type { Database } from './client.ts';

/**
 * A transaction of the database, or the database itself outside one (each statement then commits
 * on its own). Everything a change writes with it commits or fails with the change.
 */
export type Tx = Database;

type AfterCommit = () => Promise<void>;
/** How a transaction sees the others: a backup reads one snapshot of every table (repeatable read, read only). */
type TransactionConfig = Parameters<Database['transaction']>[1];

/** The work each open transaction made by `transaction` does once it has committed. */
const afterCommitOf = new WeakMap<Tx, AfterCommit[]>();

/**
 * Runs `work` in a transaction of `db` (a savepoint when `db` is a transaction already) and then,
 * once the outermost one committed, the work `afterCommit` queued on it; none of it if it failed.
 * Every transaction of the server is made here (eslint), so `afterCommit` always knows its own.
 */
export async function transaction<T>(db: Tx, work: (tx: Tx) => Promise<T>, config?: TransactionConfig): Promise<T> {
  const outer = afterCommitOf.get(db);
  // A savepoint's queue joins its transaction's only if the savepoint was kept.
  const queue: AfterCommit[] = [];
  // eslint-disable-next-line no-restricted-syntax -- the one place transactions are opened
  const result = await db.transaction(async (tx) => {
    afterCommitOf.set(tx, queue);
    return work(tx);
  }, config);
  if (outer) outer.push(...queue);
  else for (const run of queue) await run();
  return result;
}

/**
 * Work for after `tx` committed (what talks to the outside about a change); right away when `tx`
 * is the database itself, whose statements committed as they ran.
 */
export async function afterCommit(tx: Tx, run: AfterCommit): Promise<void> {
  const queue = afterCommitOf.get(tx);
  if (queue) queue.push(run);
  else await run();
}
