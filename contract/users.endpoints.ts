import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorBody } from './errors.contract.ts';
import {
  adminUserCreate,
  adminUserUpdate,
  bulkUploadResult,
  csvProblem,
  csvValidation,
  deleteUserResult,
  notificationEmailConfirmation,
  notificationEmailConfirmed,
  profileUpdate,
  user,
  userIdParams,
  userList,
  userListQuery,
} from './user.contract.ts';

const csvRefusalBody = errorBody.extend({ errors: z.array(csvProblem).optional() });

/** The endpoints of users (server/features/users/users.routes.ts). */
export const usersEndpoints = {
  profile: endpoint({ method: 'GET', path: '/api/user/profile', tags: ['users'], summary: 'The signed-in user', responses: { 200: user, 401: errorBody } }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/user/profile',
    tags: ['users'],
    summary:
      'Edit my profile (the email is read-only; the monthly hour limit is for admins; a new preferredEmail other than the sign-in address waits as pendingPreferredEmail until the link e-mailed to it is opened: 429 past 5 such e-mails an hour)',
    body: profileUpdate,
    responses: { 200: user, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
  }),
  confirmNotificationEmail: endpoint({
    method: 'POST',
    path: '/api/user/preferred-email/confirm',
    tags: ['users'],
    summary:
      'Confirm a new address for notices with the token of the link e-mailed to it (no sign-in needed: the link is the proof; it works once, for 24 hours)',
    body: notificationEmailConfirmation,
    responses: { 200: notificationEmailConfirmed, 400: errorBody, 429: errorBody },
  }),
  resendEmailConfirmation: endpoint({
    method: 'POST',
    path: '/api/user/preferred-email/resend',
    tags: ['users'],
    summary: 'Send the confirmation link of my pending notification address again (at most 5 an hour)',
    responses: { 200: user, 401: errorBody, 404: errorBody, 429: errorBody },
  }),
  cancelEmailConfirmation: endpoint({
    method: 'DELETE',
    path: '/api/user/preferred-email/pending',
    tags: ['users'],
    summary: 'Drop my pending notification address: notices keep going where they went',
    responses: { 200: user, 401: errorBody },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/users',
    tags: ['users'],
    summary:
      'Users (admin): search q (name, e-mail, phone), userType, status; all of them, or a page with page and pageSize; X-Total-Count says how many match',
    query: userListQuery,
    responses: { 200: userList, 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/users',
    tags: ['users'],
    summary:
      "Add one user (admin; User Management's Add user beside the CSV upload): name and email required; phone, address, userTypes (default driver), monthlyHourLimit, isActive and the licence optional; 409 when the e-mail is taken",
    body: adminUserCreate,
    responses: { 201: user, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    tags: ['users'],
    summary: 'Delete a user (admin): one with bookings or documents is deactivated and anonymised instead; their sessions end at once',
    params: userIdParams,
    responses: { 200: deleteUserResult, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
  exportData: endpoint({
    method: 'GET',
    path: '/api/users/:id/export',
    tags: ['users'],
    summary:
      "One member's data as one ZIP archive (admin): profile, bookings, agreements and documents with their files (PDF), damage reports with photos, override requests, notices, messages and audit entries; the export is audited",
    params: userIdParams,
    produces: ['application/zip'],
  }),
  csvTemplate: endpoint({
    method: 'GET',
    path: '/api/users/csv-template',
    tags: ['users'],
    summary: 'The bulk-upload CSV template (admin): the columns and a sample row',
    produces: ['text/csv'],
  }),
  validateCsv: endpoint({
    method: 'POST',
    path: '/api/users/validate-csv',
    tags: ['users'],
    summary:
      'Check a bulk-upload CSV without writing (admin): text/csv or multipart (file, validateOnly); each problem with its line and column, and the first 5 rows',
    consumes: ['text/csv', 'multipart/form-data'],
    responses: { 200: csvValidation, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
  }),
  bulkUpload: endpoint({
    method: 'POST',
    path: '/api/users/bulk-upload',
    tags: ['users'],
    summary: 'Create and update users from a CSV (admin), matched by e-mail, in one transaction: one bad row and nothing is written (400 with every problem)',
    consumes: ['text/csv', 'multipart/form-data'],
    responses: { 200: bulkUploadResult, 400: csvRefusalBody, 401: errorBody, 403: errorBody, 409: errorBody, 413: errorBody },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/users/:id',
    tags: ['users'],
    summary: 'Edit a user (admin); isActive false ends their sessions',
    params: userIdParams,
    body: adminUserUpdate,
    responses: { 200: user, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
};
