import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './client.ts';
import { writeEmbeddedTemplate } from './embedded-template.ts';
import { openConfiguredDatabase } from './open-configured.ts';
import { loadConfig } from '../config.ts';
import { users } from './schema.ts';
import { migratedTemplateDump } from '../test-support/test-database.ts';

const folder = mkdtempSync(join(tmpdir(), 'medfleet-template-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the build's embedded database template", () => {
  it('gives a new data folder every migration at once, and leaves an existing folder as it is', async () => {
    const template = join(folder, 'embedded-database.tar.gz');
    // The run's migrated database (global-setup.ts: migratedEmbeddedDatabase, as the build's), not a second initdb and migration.
    expect(await writeEmbeddedTemplate(template, () => openDatabase({ loadDataDir: migratedTemplateDump() }))).toBeGreaterThan(100_000);
    const config = loadConfig({ DATA_DIR: join(folder, 'data') });

    const first = await openConfiguredDatabase(config, undefined, template);
    expect(await first.pendingMigrations()).toBe(0);
    // The app's database alone: initdb's template databases are left out of the template.
    expect(rowsOf<{ datname: string }>(await first.db.execute(sql`SELECT datname FROM pg_database`)).map((d) => d.datname)).toEqual(['postgres']);
    await first.db.insert(users).values({ email: 'kept@medfleet.test', name: 'Kept' });
    await first.close();

    // Opened again, the folder is the database: the template is not loaded over it.
    const again = await openConfiguredDatabase(config, undefined, template);
    expect((await again.db.select().from(users)).map((u) => u.email)).toEqual(['kept@medfleet.test']);
    await again.close();
  });
});
