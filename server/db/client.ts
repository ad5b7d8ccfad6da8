import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { createPostgresListener, type ListenHandlers } from './listen.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Both drivers answer db.execute with { rows }. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers; rejects otherwise. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** Migrations of this release not yet applied to the database (0 once migrate() ran here or on another instance). */
  pendingMigrations(): Promise<number>;
  /** Subscribes to NOTIFY on a channel; answers the unsubscribe. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Connections of the pool: in use, idle, and requests waiting for one (PGlite: its one connection). */
  poolStats(): { inUse: number; idle: number; waiting: number };
  /** PGlite only: the whole data folder as a tarball (the tests' migrated template). */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; unset means embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; unset means in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from this dumped data folder (dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.loadDataDir);
}

/**
 * PostgreSQL's memory inside PGlite, sized for a small machine (docs/decisions/024): its defaults
 * (128 MB of shared buffers, which the WASM heap keeps once touched) are a server's. The data
 * folder's files stay in the operating system's cache, so a smaller buffer pool costs little.
 */
const SMALL_MACHINE = ['shared_buffers=16MB', 'work_mem=4MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB'];

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const client = new PGlite(dataDir ?? 'memory://', {
    extensions: { btree_gist },
    startParams: [...PGlite.defaultStartParams, ...SMALL_MACHINE.flatMap((setting) => ['-c', setting])],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('SELECT 1');
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    pendingMigrations: () => pendingMigrationsOf(db),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onMessage);
      handlers.onState(true);
      return () => unlisten();
    },
    // PGlite is one connection inside the process; its queries queue in PGlite itself, unseen.
    poolStats: () => ({ inUse: 0, idle: 1, waiting: 0 }),
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
    close: () => client.close(),
  };
}

/** drizzle's journal of this release's migrations, read once. */
let releaseMigrations: number | undefined;

/** How many migrations this release has (drizzle's journal). */
export function releaseMigrationCount(): number {
  releaseMigrations ??= (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return releaseMigrations;
}

/** How many migrations the database has applied. */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const [applied] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return Number(applied?.n ?? 0);
}

async function pendingMigrationsOf(db: Database): Promise<number> {
  return Math.max(0, releaseMigrationCount() - (await appliedMigrationCount(db)));
}

/** Any number will do as long as every instance uses the same one. */
const MIGRATION_LOCK_KEY = 72_401_001;

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => options.onPoolError?.(err));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // Every channel of this handle (sign-outs, photo hand-offs, positions, device commands) on one connection.
  const listener = createPostgresListener(url);
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    pendingMigrations: () => pendingMigrationsOf(db),
    listen: async (channel, handlers) => listener.listen(channel, handlers),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
  await handle.ping();
  return handle;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_ERROR_TEXT = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i;

/** True when an error (or one of its causes) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_ERROR_TEXT.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
