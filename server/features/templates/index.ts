import type { RecordChange } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import { createTemplatesRepository } from './templates.repository.ts';
import { templatesRoutes } from './templates.routes.ts';
import { createTemplatesService } from './templates.service.ts';

export { BUILT_IN_TEMPLATES } from './built-in-templates.ts';

/** Versioned texts of the agreement, the damage report and the return checklist. */
export async function register(app: App, { core, recordChange }: { core: Core; recordChange: RecordChange }) {
  const templates = createTemplatesService(createTemplatesRepository(core.db), recordChange);
  await templates.ensureBuiltIn();
  await app.register(templatesRoutes, { templates });
  return { currentTemplate: templates.current, templateVersion: (...args: Parameters<typeof templates.version>) => templates.version(...args) };
}
