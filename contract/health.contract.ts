import { z } from 'zod';

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
  message: z.string().optional(),
});
export type Health = z.infer<typeof health>;

/** Whether a load balancer may send this instance requests (GET /api/health/ready). */
export const readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  /** Every migration of this release applied to the database. */
  migrations: z.enum(['done', 'pending', 'unknown']),
  shuttingDown: z.boolean(),
  message: z.string().optional(),
});
export type Readiness = z.infer<typeof readiness>;
