import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { TemplateBody, TemplateKind } from '../../../contract/templates.contract.ts';
import type { Database } from '../../db/client.ts';
import { documentTemplates, users } from '../../db/schema.ts';

export type TemplateRow = typeof documentTemplates.$inferSelect & { createdByName: string | null };

export function createTemplatesRepository(db: Database) {
  const select = () =>
    db.select({ template: documentTemplates, createdByName: users.name }).from(documentTemplates).leftJoin(users, eq(users.id, documentTemplates.createdBy));
  const flat = (rows: { template: typeof documentTemplates.$inferSelect; createdByName: string | null }[]): TemplateRow[] =>
    rows.map((r) => ({ ...r.template, createdByName: r.createdByName }));

  return {
    /** Version 1 of each kind, once, whichever instance starts first. */
    async ensure(kind: TemplateKind, body: TemplateBody): Promise<void> {
      await db
        .insert(documentTemplates)
        .values({ kind, version: 1, ...body })
        .onConflictDoNothing();
      // Version 1 stored before templates had Hebrew gets the built-in Hebrew, if its English is still the built-in one.
      if (body.he) {
        await db
          .update(documentTemplates)
          .set({ he: body.he })
          .where(
            and(
              eq(documentTemplates.kind, kind),
              eq(documentTemplates.version, 1),
              isNull(documentTemplates.he),
              isNull(documentTemplates.createdBy),
              eq(documentTemplates.title, body.title),
              sql`${documentTemplates.items} = ${JSON.stringify(body.items)}::jsonb`,
            ),
          );
      }
    },
    history: async (kind: TemplateKind): Promise<TemplateRow[]> =>
      flat(await select().where(eq(documentTemplates.kind, kind)).orderBy(desc(documentTemplates.version))),
    version: async (kind: TemplateKind, version: number): Promise<TemplateRow | undefined> =>
      flat(await select().where(and(eq(documentTemplates.kind, kind), eq(documentTemplates.version, version))))[0],
    /** The next version; two saves at once meet the primary key and one of them is refused. */
    async add(kind: TemplateKind, body: TemplateBody, createdBy: number): Promise<number> {
      const [row] = await db
        .select({ latest: max(documentTemplates.version) })
        .from(documentTemplates)
        .where(eq(documentTemplates.kind, kind));
      const version = (row?.latest ?? 0) + 1;
      await db.insert(documentTemplates).values({ kind, version, title: body.title, items: body.items, he: body.he ?? null, createdBy });
      return version;
    },
  };
}
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
