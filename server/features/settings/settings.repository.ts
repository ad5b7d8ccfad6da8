import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export function createSettingsRepository(db: Database) {
  return {
    async read(key: string): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    /** Writes the value; the table's trigger tells every instance (NOTIFY settings_changed). */
    async write(key: string, value: Record<string, unknown>, updatedBy: number): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value, updatedBy })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
