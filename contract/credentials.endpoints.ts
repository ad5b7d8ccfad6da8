import { z } from 'zod';
import { idParams } from './common.contract.ts';
import {
  credential,
  credentialParams,
  credentialRequest,
  credentialScanReceipt,
  credentialType,
  credentialTypeRequest,
  credentialTypeUpdate,
  credentialUpdate,
  credentialExpiry,
  expiryNoticesResult,
} from './credentials.contract.ts';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['credentials'];

/** The endpoints of credentials (server/features/credentials/credentials.routes.ts). */
export const credentialsEndpoints = {
  types: endpoint({
    method: 'GET',
    path: '/api/admin/credential-types',
    tags,
    summary:
      'Credential types (admin): EMT, paramedic, an emergency-vehicle driving permit…, with their validity in months and whether a scan must be reviewed',
    responses: { 200: z.array(credentialType), 401: errorBody, 403: errorBody },
  }),
  activeTypes: endpoint({
    method: 'GET',
    path: '/api/credential-types',
    tags,
    summary: 'The credential types a member may add (signed in): the active ones',
    responses: { 200: z.array(credentialType), 401: errorBody },
  }),
  createType: endpoint({
    method: 'POST',
    path: '/api/admin/credential-types',
    tags,
    summary: 'Add a credential type (admin): its name in English and Hebrew, validity in months (null: none), whether a scan must be reviewed; audited',
    body: credentialTypeRequest,
    responses: { 201: credentialType, ...refusals },
  }),
  updateType: endpoint({
    method: 'PATCH',
    path: '/api/admin/credential-types/:id',
    tags,
    summary: 'Change a credential type (admin), or make it inactive (kept for the credentials that have it); audited',
    params: idParams,
    body: credentialTypeUpdate,
    responses: { 200: credentialType, ...refusals },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/user/credentials',
    tags,
    summary: 'My credentials, each with where it stands today: valid, unverified (its review waits) or expired',
    responses: { 200: z.array(credential), 401: errorBody },
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/user/credentials',
    tags,
    summary:
      'Add one of my credentials (one per type): number, issued, expires (left out: issued plus the type validity); a type that needs review counts once an admin verified it',
    body: credentialRequest,
    responses: { 201: credential, ...refusals },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/user/credentials/:id',
    tags,
    summary:
      'Change a credential (its member, or an admin: audited); a member changing the number or dates of a type that needs review makes it unverified again; only an admin sets verified',
    params: credentialParams,
    body: credentialUpdate,
    responses: { 200: credential, ...refusals },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/credentials/:id',
    tags,
    summary: 'Remove a credential (its member, or an admin: audited)',
    params: credentialParams,
    responses: { 204: z.null(), ...refusals },
  }),
  scan: endpoint({
    method: 'POST',
    path: '/api/user/credentials/:id/scan',
    tags,
    summary:
      'Hand in the scan of one of my credentials (multipart field "file"; PDF, JPG or PNG, 10 MB at most): it waits in Document Management, and approving it verifies the credential',
    consumes: ['multipart/form-data'],
    params: credentialParams,
    responses: { 201: credentialScanReceipt, ...refusals, 413: errorBody },
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/api/users/:id/credentials',
    tags,
    summary: "A member's credentials (admin)",
    params: idParams,
    responses: { 200: z.array(credential), ...refusals },
  }),
  expiring: endpoint({
    method: 'GET',
    path: '/api/admin/credentials/expiring',
    tags,
    summary: "Members' credentials lapsed in the last 90 days or lapsing in the next 90, the soonest first (admin): the credentials-expiry panel",
    responses: { 200: z.array(credentialExpiry), 401: errorBody, 403: errorBody },
  }),
  expiryNotices: endpoint({
    method: 'POST',
    path: '/api/admin/credentials/expiry-notices',
    tags,
    summary:
      'Send the credential-expiry notices now (admin), as the daily run does: at 90, 30 and 7 days and on expiry, each once, to the member (every channel they chose) and the admins',
    responses: { 200: expiryNoticesResult, 401: errorBody, 403: errorBody },
  }),
};
