import { createAnnouncementRepository } from './announcement.repository.ts';
import { announcementRoutes } from './announcement.routes.ts';
import { createAnnouncementService } from './announcement.service.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** The promotional banner above the vehicle cards (docs/decisions/022). */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  await app.register(announcementRoutes, { announcements: createAnnouncementService(createAnnouncementRepository(core.db), ports.of('audit').recordChange) });
}
