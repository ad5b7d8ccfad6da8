import type { RecordChange } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import { createAnnouncementRepository } from './announcement.repository.ts';
import { announcementRoutes } from './announcement.routes.ts';
import { createAnnouncementService } from './announcement.service.ts';

/** The promotional banner above the vehicle cards (docs/decisions/022). */
export async function register(app: App, { core, recordChange }: { core: Core; recordChange: RecordChange }): Promise<void> {
  await app.register(announcementRoutes, { announcements: createAnnouncementService(createAnnouncementRepository(core.db), recordChange) });
}
