import { createTemplatesRepository } from './templates.repository.ts';
import { templatesRoutes } from './templates.routes.ts';
import { createTemplatesService } from './templates.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

export { BUILT_IN_TEMPLATES } from './built-in-templates.ts';

/** Versioned texts of the agreement, the damage report and the return checklist. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const templates = createTemplatesService(createTemplatesRepository(core.db), ports.of('audit').recordChange);
  await templates.ensureBuiltIn();
  await app.register(templatesRoutes, { templates });
  ports.provide('templates', { current: (kind) => templates.current(kind), version: (kind, version) => templates.version(kind, version) });
}
