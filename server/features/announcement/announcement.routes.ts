import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnnouncementService } from './announcement.service.ts';
import { ANNOUNCEMENT_IMAGE_MAX_BYTES } from '../../../contract/announcement.contract.ts';
import { announcementEndpoints } from '../../../contract/announcement.endpoints.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
/** Two images in base64 and the texts. */
const UPDATE_BODY_LIMIT = 2 * Math.ceil((ANNOUNCEMENT_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export const announcementRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (app, { announcements }) => {
  app.route({
    ...routeOf(announcementEndpoints.current),
    handler: () => announcements.current(),
  });
  app.route({
    ...routeOf(announcementEndpoints.image),
    handler: async (request, reply) => {
      const { data, contentType } = await announcements.image(request.params.language);
      // The versioned address never changes its image; the bare one does with the next save.
      return reply
        .type(contentType)
        .header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(data);
    },
  });
  app.route({
    ...routeOf(announcementEndpoints.update),
    onRequest: requireAdmin,
    bodyLimit: UPDATE_BODY_LIMIT,
    handler: (request) => announcements.update(authOf(request), request.body),
  });
};
