import type { Health, Readiness } from '../../../contract/health.contract.ts';

interface Deps {
  database: { ping(): Promise<unknown>; pendingMigrations(): Promise<number>; kind: Health['databaseKind'] };
  version: string;
  /** True once the instance began to shut down (SIGTERM): it finishes what it has and takes nothing new. */
  shuttingDown: () => boolean;
}

/** Liveness (the database answers, which kind, the version) and readiness for a load balancer. */
export function createSystemService({ database, version, shuttingDown }: Deps) {
  const databaseUp = () =>
    database.ping().then(
      () => true,
      () => false,
    );
  return {
    async health(): Promise<Health> {
      const up = await databaseUp();
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', databaseKind: database.kind, version };
    },

    /** Ready: the database answers, this release's migrations are applied, and the instance is not shutting down. */
    async readiness(): Promise<Readiness> {
      const up = await databaseUp();
      const pending = up ? await database.pendingMigrations().catch(() => undefined) : undefined;
      const migrations = pending === undefined ? 'unknown' : pending === 0 ? 'done' : 'pending';
      const stopping = shuttingDown();
      const ready = up && migrations === 'done' && !stopping;
      return { status: ready ? 'ready' : 'not_ready', database: up ? 'up' : 'down', migrations, shuttingDown: stopping };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
