import type { Health } from '../../../contract/health.contract.ts';

/** Liveness: whether the database answers, which kind it is, and the version running. */
export function createSystemService({ database, version }: { database: { ping(): Promise<unknown>; kind: Health['databaseKind'] }; version: string }) {
  return {
    async health(): Promise<Health> {
      const up = await database.ping().then(
        () => true,
        () => false,
      );
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', databaseKind: database.kind, version };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
