import { BUILT_IN_TEMPLATES } from './built-in-templates.ts';
import type { TemplateRow, TemplatesRepository } from './templates.repository.ts';
import { TEMPLATE_KINDS, type TemplateBody, type TemplateKind, type TemplateSummary, type TemplateView } from '../../../contract/templates.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { conflict, said } from '../../http-errors.ts';

const toView = (row: TemplateRow): TemplateView => ({
  kind: row.kind,
  version: row.version,
  title: row.title,
  items: row.items,
  he: row.he,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdByName,
});

/** The agreement, damage report and checklist texts: versioned, a version never changed (docs/decisions/017). */
export function createTemplatesService(repository: TemplatesRepository, recordChange: RecordChange) {
  async function current(kind: TemplateKind): Promise<TemplateView> {
    const [latest] = await repository.history(kind);
    if (latest) return toView(latest);
    await repository.ensure(kind, BUILT_IN_TEMPLATES[kind]);
    return toView((await repository.history(kind))[0]!);
  }

  return {
    ensureBuiltIn: async () => {
      for (const kind of TEMPLATE_KINDS) await repository.ensure(kind, BUILT_IN_TEMPLATES[kind]);
    },
    current,
    /** One version as it was; a version that is not stored reads as the built-in one (version 1). */
    async version(kind: TemplateKind, version: number): Promise<TemplateView> {
      const row = await repository.version(kind, version);
      return row
        ? toView(row)
        : { kind, version: 1, ...BUILT_IN_TEMPLATES[kind], he: BUILT_IN_TEMPLATES[kind].he ?? null, createdAt: new Date(0).toISOString(), createdBy: null };
    },

    async list(admin: AuthContext): Promise<TemplateSummary[]> {
      assertAdmin(admin);
      return Promise.all(
        TEMPLATE_KINDS.map(async (kind) => {
          const history = await repository.history(kind);
          return {
            kind,
            current: history[0] ? toView(history[0]) : await current(kind),
            versions: history.map((r) => ({ version: r.version, createdAt: r.createdAt.toISOString(), createdBy: r.createdByName })),
          };
        }),
      );
    },

    /** A new version; documents already handed in keep theirs. */
    async update(admin: AuthContext, kind: TemplateKind, body: TemplateBody): Promise<TemplateView> {
      assertAdmin(admin);
      const before = await current(kind);
      try {
        const version = await repository.add(kind, body, admin.user.id);
        const after = toView((await repository.version(kind, version))!);
        await recordChange(admin, { entity: 'template', entityId: kind, action: `version ${version}`, before, after });
        return after;
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(said('template.savedMeanwhile'));
        throw error;
      }
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
