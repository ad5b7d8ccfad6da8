import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANNOUNCEMENT_IMAGE_MAX_BYTES, announcement, announcementImageParams, announcementImageQuery, announcementUpdate } from '../../../contract/announcement.contract.ts';
import { errorBody } from '../../../contract/errors.contract.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import type { AnnouncementService } from './announcement.service.ts';

const tags = ['announcement'];
/** Two images in base64 and the texts. */
const UPDATE_BODY_LIMIT = 2 * Math.ceil((ANNOUNCEMENT_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

export const announcementRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (app, { announcements }) => {
  app.get('/api/announcement', {
    schema: { tags, summary: 'The promotional banner above the vehicle cards: on or off, and its text, link and image in each language', response: { 200: announcement, 401: errorBody } },
    handler: () => announcements.current(),
  });
  app.get('/api/announcement/image/:language', {
    schema: { tags, summary: "The banner's image in a language (public, like any picture on a page; its address changes with the image)", params: announcementImageParams, querystring: announcementImageQuery },
    handler: async (request, reply) => {
      const { data, contentType } = await announcements.image(request.params.language);
      // The versioned address never changes its image; the bare one does with the next save.
      return reply.type(contentType).header('cache-control', request.query.v ? 'public, max-age=31536000, immutable' : 'no-cache').send(data);
    },
  });
  app.put('/api/admin/announcement', {
    onRequest: requireAdmin,
    bodyLimit: UPDATE_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Set the banner (admin): enabled, and for en and he the text (at most 300 characters), an http(s) link and an image (a data URL to replace it, null to remove it, left out to keep it; at most 5 MB); audited',
      body: announcementUpdate,
      response: { 200: announcement, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
    },
    handler: (request) => announcements.update(authOf(request), request.body),
  });
};
