import { z } from 'zod';

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
  message: z.string().optional(),
});
export type Health = z.infer<typeof health>;
