import { announcement, announcementImageParams, announcementImageQuery, announcementUpdate } from './announcement.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const tags = ['announcement'];

/** The endpoints of announcement (server/features/announcement/announcement.routes.ts). */
export const announcementEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/api/announcement',
    tags,
    summary: 'The promotional banner above the vehicle cards: on or off, and its text, link and image in each language',
    responses: { 200: announcement, 401: errorBody },
  }),
  image: endpoint({
    method: 'GET',
    path: '/api/announcement/image/:language',
    tags,
    summary: "The banner's image in a language (public, like any picture on a page; its address changes with the image)",
    params: announcementImageParams,
    query: announcementImageQuery,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/announcement',
    tags,
    summary:
      'Set the banner (admin): enabled, and for en and he the text (at most 300 characters), an http(s) link and an image (a data URL to replace it, null to remove it, left out to keep it; at most 5 MB); audited',
    body: announcementUpdate,
    responses: { 200: announcement, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
  }),
};
