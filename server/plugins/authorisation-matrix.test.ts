import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../contract/messaging.contract.ts';
import { DEFAULT_OVERRIDE_SETTINGS } from '../../contract/settings.contract.ts';
import { licenceScans, users, vehicles } from '../db/schema.ts';
import { ordinaryWindow } from '../test-support/booking-windows.ts';
import { aVehicle } from '../test-support/builders.ts';
import { photoJpeg, signaturePng } from '../test-support/images.ts';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.ts';

/**
 * Every API route × anonymous, its member, another member and an admin, with the outcome each
 * must get. The table below is the authorisation of the whole API in one place: a route that is
 * registered and missing here fails the first test, and so does an entry for a route gone.
 *   public  anyone (PUBLIC_ROUTES); no 401
 *   member  any signed-in user; anonymous 401
 *   owner   a signed-in user's own record (the member's); another member 403 or 404
 *   self    an act only the member may do on their own record (sign their agreement): others, admins too, 403 or 404
 *   admin   admins only; members 403
 */
type Access = 'public' | 'member' | 'owner' | 'self' | 'admin';

const VALID_SETTINGS = {
  serviceName: 'MedFleet',
  dispatchPhone: '*2710',
  donateUrl: '',
  maxBookingHours: 24,
  maxAdvanceMonths: 6,
  monthlyHoursByRole: { admin: 744, BLS: 60, ALS: 60, driver: 60, EMT: 60, paramedic: 60 },
  restrictedHoursBefore: 3,
  restrictedHoursAfter: 1,
  restrictedPeriodPolicy: 'approval',
  weekendBookingsClosed: false,
  requireVerifiedLicense: false,
  movementCheckSeconds: 60,
};

interface Fixture {
  bookingId: number;
  vehicleId: number;
  /** A vehicle without an immobilizer, whose code no other route of the matrix sets: a release answers 409, never a wrong code's 403. */
  plainVehicleId: number;
  reportId: number;
  photoId: number;
  scanId: number;
  notificationId: number;
  memberId: number;
  sessionId: string;
  window: { startTime: string; endTime: string };
  signature: string;
}

interface Entry {
  access: Access;
  /** The concrete path (the route's own when it has no parameters). */
  path?: (f: Fixture) => string;
  /** A body that passes validation, so that what is checked is who may call, not what is sent. */
  body?: (f: Fixture) => unknown;
  /** A route that answers with a stream: only its status is read. */
  stream?: true;
}

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'GET /api/auth/:provider/url': { access: 'public', path: () => '/api/auth/microsoft/url' },
  'GET /api/auth/:provider/callback': { access: 'public', path: () => '/api/auth/microsoft/callback' },
  'GET /api/auth/popup-result.js': { access: 'public' },
  'POST /api/auth/exchange': { access: 'public', body: () => ({ code: 'not-a-code' }) },
  'POST /api/auth/login': { access: 'public', body: () => ({ token: 'dev' }) },
  'POST /api/auth/logout': { access: 'member' },
  'GET /api/user/profile': { access: 'member' },
  'PATCH /api/user/profile': { access: 'member', body: () => ({ phone: '050-123-4567' }) },
  'POST /api/user/preferred-email/confirm': { access: 'public', body: () => ({ token: 'not-a-token' }) },
  'POST /api/user/preferred-email/resend': { access: 'member' },
  'DELETE /api/user/preferred-email/pending': { access: 'member' },
  'GET /api/announcement': { access: 'member' },
  'GET /api/announcement/image/:language': { access: 'public', path: () => '/api/announcement/image/he' },
  'PUT /api/admin/announcement': { access: 'admin', body: () => ({ enabled: false, en: { text: '', linkUrl: null }, he: { text: '', linkUrl: null } }) },
  'GET /api/users': { access: 'admin' },
  // An e-mail the admin already has: the call passes the gate and is refused (409) without adding anyone.
  'POST /api/users': { access: 'admin', body: () => ({ name: 'Tamar Friedman', email: 'emt@medfleet.test' }) },
  'PATCH /api/users/:id': { access: 'admin', path: (f) => `/api/users/${f.memberId}`, body: () => ({ name: 'Tamar Friedman' }) },
  // A user that is not there: the admin's call must pass the gate without ending a test user's account.
  'DELETE /api/users/:id': { access: 'admin', path: () => '/api/users/999999' },
  'GET /api/users/:id/export': { access: 'admin', path: () => '/api/users/999999/export' },
  'GET /api/admin/position-holds': { access: 'admin' },
  'PUT /api/admin/bookings/:id/position-hold': { access: 'admin', path: () => '/api/admin/bookings/999999/position-hold', body: () => ({ reason: 'inquiry' }) },
  'DELETE /api/admin/bookings/:id/position-hold': { access: 'admin', path: () => '/api/admin/bookings/999999/position-hold' },
  'GET /api/users/csv-template': { access: 'admin' },
  'POST /api/users/validate-csv': { access: 'admin', body: () => ({}) },
  'POST /api/users/bulk-upload': { access: 'admin', body: () => ({}) },
  'GET /api/user/notifications': { access: 'member' },
  'POST /api/user/notifications/:id/read': { access: 'owner', path: (f) => `/api/user/notifications/${f.notificationId}/read` },
  'POST /api/user/notifications/mark-all-read': { access: 'member' },
  'GET /api/vehicles': { access: 'member' },
  'POST /api/vehicles': { access: 'admin', body: () => ({}) },
  'DELETE /api/vehicles/:id': { access: 'admin', path: () => '/api/vehicles/999999' },
  'PATCH /api/vehicles/:id': { access: 'admin', path: (f) => `/api/vehicles/${f.vehicleId}`, body: () => ({ immobilizerEnabled: false }) },
  'GET /api/vehicles/:id/immobilizer': { access: 'member', path: (f) => `/api/vehicles/${f.vehicleId}/immobilizer` },
  'GET /api/vehicles/:id/last-return': { access: 'member', path: (f) => `/api/vehicles/${f.vehicleId}/last-return` },
  'POST /api/vehicles/:id/immobilizer/deactivate': {
    access: 'member',
    path: (f) => `/api/vehicles/${f.plainVehicleId}/immobilizer/deactivate`,
    body: () => ({ code: 'ABC234' }),
  },
  'POST /api/ituran/vehicles/:id/immobilizer/activate': { access: 'admin', path: (f) => `/api/ituran/vehicles/${f.vehicleId}/immobilizer/activate` },
  'POST /api/ituran/vehicles/:id/immobilizer/deactivate': {
    access: 'admin',
    path: (f) => `/api/ituran/vehicles/${f.plainVehicleId}/immobilizer/deactivate`,
    body: () => ({ code: 'ABC234' }),
  },
  'GET /api/admin/immobilizer/attempts': { access: 'admin' },
  'POST /api/bookings': { access: 'member', body: () => ({ vehicleId: 999_999, ...ordinaryWindow(20) }) },
  'GET /api/bookings/active': { access: 'member' },
  'GET /api/bookings/mine': { access: 'member' },
  'PATCH /api/bookings/:id': { access: 'owner', path: (f) => `/api/bookings/${f.bookingId}`, body: (f) => f.window },
  'GET /api/admin/credential-types': { access: 'admin' },
  'GET /api/credential-types': { access: 'member' },
  // A name the demo already has: the admin passes the gate and is refused (409) without adding a type.
  'POST /api/admin/credential-types': { access: 'admin', body: () => ({ name: 'EMT', nameHe: 'חובש', validityMonths: 24, needsReview: true }) },
  'PATCH /api/admin/credential-types/:id': { access: 'admin', path: () => '/api/admin/credential-types/999999', body: () => ({ active: true }) },
  'GET /api/user/credentials': { access: 'member' },
  'POST /api/user/credentials': { access: 'member', body: () => ({ typeId: 999_999 }) },
  // Whose credential it is, is checked by credentials.routes.test.ts; here, one that is not there.
  'PATCH /api/user/credentials/:id': { access: 'member', path: () => '/api/user/credentials/999999', body: () => ({ number: '1' }) },
  'DELETE /api/user/credentials/:id': { access: 'member', path: () => '/api/user/credentials/999999' },
  'POST /api/user/credentials/:id/scan': { access: 'member', path: () => '/api/user/credentials/999999/scan' },
  'GET /api/users/:id/credentials': { access: 'admin', path: (f) => `/api/users/${f.memberId}/credentials` },
  'GET /api/admin/check-templates': { access: 'admin' },
  'PUT /api/admin/check-templates/:category': {
    access: 'admin',
    path: () => '/api/admin/check-templates/support',
    body: () => ({ items: [{ key: 'first-aid', kind: 'presence', label: 'First-aid kit', labelHe: 'ערכת עזרה ראשונה' }] }),
  },
  'GET /api/bookings/:id/vehicle-check': { access: 'owner', path: (f) => `/api/bookings/${f.bookingId}/vehicle-check` },
  // Its holder's act alone; the fixture's booking is days ahead, so the holder is told it is not open yet (409).
  'POST /api/bookings/:id/vehicle-check': {
    access: 'self',
    path: (f) => `/api/bookings/${f.bookingId}/vehicle-check`,
    body: () => ({ templateVersion: 1, answers: [] }),
  },
  'POST /api/admin/bookings/:id/vehicle-check/waiver': {
    access: 'admin',
    path: () => '/api/admin/bookings/999999/vehicle-check/waiver',
    body: () => ({ reason: 'matrix' }),
  },
  'GET /api/admin/maintenance-programs': { access: 'admin' },
  'GET /api/admin/maintenance-programs/:category': { access: 'admin', path: () => '/api/admin/maintenance-programs/transport' },
  'PUT /api/admin/maintenance-programs/:category': {
    access: 'admin',
    path: () => '/api/admin/maintenance-programs/transport',
    body: () => ({ programs: [] }),
  },
  'GET /api/admin/maintenance': { access: 'admin' },
  // A vehicle no one of the matrix had: a member is refused (403), the admin's fill is recorded.
  'POST /api/vehicles/:id/fuel': { access: 'admin', path: (f) => `/api/vehicles/${f.plainVehicleId}/fuel`, body: () => ({ litres: 40, cost: 280 }) },
  'GET /api/vehicles/:id/fuel': { access: 'admin', path: (f) => `/api/vehicles/${f.vehicleId}/fuel` },
  'GET /api/admin/reports/vehicle-costs': { access: 'admin' },
  'GET /api/admin/reports/:report/table': { access: 'admin', path: () => '/api/admin/reports/checks/table?from=2030-01-01&to=2030-01-02' },
  'GET /api/admin/reports/:report': { access: 'admin', path: () => '/api/admin/reports/checks?from=2030-01-01&to=2030-01-02' },
  'GET /api/vehicles/:id/maintenance': { access: 'member', path: (f) => `/api/vehicles/${f.vehicleId}/maintenance` },
  'GET /api/admin/work-orders': { access: 'admin' },
  'POST /api/admin/work-orders': { access: 'admin', body: () => ({ vehicleId: 999_999, title: 'Brakes' }) },
  'PATCH /api/admin/work-orders/:id': { access: 'admin', path: () => '/api/admin/work-orders/999999', body: () => ({ notes: 'matrix' }) },
  'POST /api/admin/work-orders/:id/files': { access: 'admin', path: () => '/api/admin/work-orders/999999/files' },
  'GET /api/admin/work-orders/:id/files/:fileId': { access: 'admin', path: () => '/api/admin/work-orders/999999/files/1' },
  'DELETE /api/admin/work-orders/:id/files/:fileId': { access: 'admin', path: () => '/api/admin/work-orders/999999/files/1' },
  'GET /api/bookings/:id/alternatives': { access: 'owner', path: (f) => `/api/bookings/${f.bookingId}/alternatives` },
  'POST /api/bookings/:id/cancel': { access: 'owner', path: (f) => `/api/bookings/${f.bookingId}/cancel` },
  // Tomorrow's booking: its owner and an admin pass the gate and meet "check-in opens …" (409), others 404.
  'POST /api/bookings/:id/check-in': { access: 'owner', path: (f) => `/api/bookings/${f.bookingId}/check-in` },
  'GET /api/users/:id/no-shows': { access: 'admin', path: (f) => `/api/users/${f.memberId}/no-shows` },
  'GET /api/admin/vehicles/:id/check-in-code': { access: 'admin', path: (f) => `/api/admin/vehicles/${f.vehicleId}/check-in-code` },
  'GET /api/admin/vehicle-categories/:category/seats': { access: 'admin', path: () => '/api/admin/vehicle-categories/Support/seats' },
  'PUT /api/admin/vehicle-categories/:category/seats': {
    access: 'admin',
    path: () => '/api/admin/vehicle-categories/Support/seats',
    body: () => ({ seats: [{ key: 'driver', label: 'Driver', labelHe: 'נהג/ת', required: true, credentialTypeIds: [], licenceClasses: [] }] }),
  },
  // Any member may read the crew of a held booking (to join an open seat); the fixture's booking is one.
  'GET /api/bookings/:id/crew': { access: 'member', path: (f) => `/api/bookings/${f.bookingId}/crew` },
  // The fixture's vehicle has one seat, the booker's: everyone passes the gate and meets 409 (or 404 for no such seat).
  'POST /api/bookings/:id/crew': { access: 'member', path: (f) => `/api/bookings/${f.bookingId}/crew`, body: () => ({ seat: 'medic' }) },
  'DELETE /api/bookings/:id/crew/:seat': { access: 'member', path: (f) => `/api/bookings/${f.bookingId}/crew/medic` },
  'POST /api/bookings/:id/crew/invitations': {
    access: 'member',
    path: (f) => `/api/bookings/${f.bookingId}/crew/invitations`,
    body: (f) => ({ seat: 'medic', userId: f.memberId }),
  },
  'POST /api/bookings/series': { access: 'member', body: () => ({}) },
  'DELETE /api/bookings/series/:id': { access: 'member', path: () => '/api/bookings/series/999999' },
  'POST /api/waitlist': { access: 'member', body: () => ({}) },
  'POST /api/bookings/:id/handover': { access: 'member', path: () => '/api/bookings/999999/handover', body: () => ({}) },
  'GET /api/handovers': { access: 'member' },
  'POST /api/handovers/:id/accept': { access: 'member', path: () => '/api/handovers/999999/accept' },
  'DELETE /api/handovers/:id': { access: 'member', path: () => '/api/handovers/999999' },
  'POST /api/admin/handovers/:id/approve': { access: 'admin', path: () => '/api/admin/handovers/999999/approve' },
  'POST /api/admin/handovers/:id/reject': { access: 'admin', path: () => '/api/admin/handovers/999999/reject', body: () => ({ reason: 'No' }) },
  'GET /api/waitlist': { access: 'member' },
  'DELETE /api/waitlist/:id': { access: 'member', path: () => '/api/waitlist/999999' },
  'POST /api/waitlist/:id/accept': { access: 'member', path: () => '/api/waitlist/999999/accept' },
  'GET /api/bookings/:id/crew/candidates': { access: 'member', path: (f) => `/api/bookings/${f.bookingId}/crew/candidates?seat=medic` },
  'GET /api/admin/crews/incomplete': { access: 'admin' },
  'GET /api/admin/credentials/expiring': { access: 'admin' },
  'POST /api/admin/credentials/expiry-notices': { access: 'admin' },
  'GET /api/user/crew-alerts': { access: 'member' },
  'PUT /api/user/crew-alerts': { access: 'member', body: () => ({ openSeats: false }) },
  'GET /api/stats': { access: 'member' },
  'GET /api/admin/reservations': { access: 'admin' },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/admin/settings': { access: 'admin' },
  'GET /api/admin/backups': { access: 'admin' },
  'POST /api/admin/backups': { access: 'admin' },
  'GET /api/admin/backups/:fileName': { access: 'admin' },
  'GET /api/user/notification-settings': { access: 'member' },
  'GET /api/user/notifications/stream': { access: 'member', stream: true },
  'PUT /api/user/notification-settings': {
    access: 'member',
    body: () => DEFAULT_NOTIFICATION_SETTINGS,
  },
  'GET /api/admin/messages': { access: 'admin' },
  'GET /api/push/public-key': { access: 'member' },
  'POST /api/user/push-subscriptions': {
    access: 'member',
    body: () => ({
      endpoint: 'https://push.example.net/send/abc',
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
  },
  'DELETE /api/user/push-subscriptions': { access: 'member', body: () => ({ endpoint: 'https://push.example.net/send/none' }) },
  // Members may test their own number only: this one is nobody's, so they get 403 like any other refusal.
  'POST /api/whatsapp/test': { access: 'member', body: () => ({ phoneNumber: '050-123-4567' }) },
  'POST /api/whatsapp/send-confirmation/:bookingId': {
    access: 'admin',
    path: (f) => `/api/whatsapp/send-confirmation/${f.bookingId}`,
    body: () => ({ email: true, whatsapp: false }),
  },
  'POST /api/whatsapp/send-reminder/:bookingId': {
    access: 'admin',
    path: (f) => `/api/whatsapp/send-reminder/${f.bookingId}`,
    body: () => ({ reminderType: '15min', email: true, whatsapp: false }),
  },
  'POST /api/whatsapp/send-agreement/:bookingId': {
    access: 'admin',
    path: (f) => `/api/whatsapp/send-agreement/${f.bookingId}`,
    body: () => ({ email: true, whatsapp: false }),
  },
  'POST /api/whatsapp/send-ituran/:bookingId': {
    access: 'admin',
    path: (f) => `/api/whatsapp/send-ituran/${f.bookingId}`,
    body: () => ({ ituranCode: 'ABC123', email: true, whatsapp: false }),
  },
  'GET /api/whatsapp/status': { access: 'admin' },
  'GET /api/whatsapp/qr': { access: 'admin' },
  'POST /api/admin/messages/:id/retry': { access: 'admin', path: () => '/api/admin/messages/999999/retry' },
  'GET /api/admin/documents': { access: 'admin' },
  'PATCH /api/admin/documents/:id': { access: 'admin', path: () => '/api/admin/documents/999999', body: () => ({ status: 'approved' }) },
  'GET /api/documents/:id/file': { access: 'member', path: () => '/api/documents/999999/file' },
  'GET /api/bookings/:bookingId/documents': { access: 'owner', path: (f) => `/api/bookings/${f.bookingId}/documents` },
  'POST /api/bookings/:bookingId/return-checklist': {
    access: 'self',
    path: (f) => `/api/bookings/${f.bookingId}/return-checklist`,
    body: () => ({ fuelLevel: 'full', cleanliness: 'clean', damageSeen: false }),
  },
  'POST /api/bookings/:bookingId/documents': { access: 'self', path: (f) => `/api/bookings/${f.bookingId}/documents` },
  'GET /api/admin/templates': { access: 'admin' },
  'GET /api/templates/:kind': { access: 'member', path: () => '/api/templates/checklist' },
  'PUT /api/admin/templates/:kind': {
    access: 'admin',
    path: () => '/api/admin/templates/checklist',
    body: () => ({ title: 'Return checklist', items: ['Keys returned'] }),
  },
  'GET /api/templates/sample-agreement': { access: 'member', stream: true },
  'PUT /api/admin/settings': { access: 'admin', body: () => VALID_SETTINGS },
  'GET /api/admin/override-settings': { access: 'admin' },
  'PUT /api/admin/override-settings': { access: 'admin', body: () => DEFAULT_OVERRIDE_SETTINGS },
  'POST /api/override-requests': { access: 'member', body: (f) => ({ vehicleId: f.vehicleId, ...f.window, reason: 'cover' }) },
  'GET /api/override-requests': { access: 'member' },
  'DELETE /api/override-requests/:id': { access: 'member', path: () => '/api/override-requests/999999' },
  'GET /api/admin/override-requests': { access: 'admin' },
  'POST /api/admin/override-requests/:id/approve': { access: 'admin', path: () => '/api/admin/override-requests/999999/approve' },
  'POST /api/admin/override-requests/:id/reject': { access: 'admin', path: () => '/api/admin/override-requests/999999/reject', body: () => ({ reason: 'No' }) },
  'PATCH /api/admin/reservations/:id': { access: 'admin', path: (f) => `/api/admin/reservations/${f.bookingId}`, body: () => ({ status: 'confirmed' }) },
  'GET /api/admin/bookings/pending-approval': { access: 'admin' },
  'POST /api/admin/bookings/:id/approve': { access: 'admin', path: (f) => `/api/admin/bookings/${f.bookingId}/approve` },
  'POST /api/admin/bookings/:id/reject': {
    access: 'admin',
    path: (f) => `/api/admin/bookings/${f.bookingId}/reject`,
    body: () => ({ reason: 'Not this time' }),
  },
  'GET /api/booking-availability': { access: 'member', path: (f) => `/api/booking-availability?vehicleId=${f.vehicleId}&date=2026-12-01` },
  'GET /api/booking-diary': { access: 'member', path: () => '/api/booking-diary?date=2026-12-01' },
  'GET /api/fleet-overview': { access: 'member' },
  'GET /api/calendar/events': { access: 'member' },
  'POST /api/calendar/events': { access: 'admin', body: (f) => ({ title: 'Service', eventType: 'maintenance', ...f.window }) },
  'PUT /api/calendar/events/:id': {
    access: 'admin',
    path: () => '/api/calendar/events/999999',
    body: (f) => ({ title: 'Service', eventType: 'maintenance', ...f.window }),
  },
  'DELETE /api/calendar/events/:id': { access: 'admin', path: () => '/api/calendar/events/999999' },
  'GET /api/availability/rules': { access: 'member' },
  'POST /api/availability/rules': { access: 'admin', body: () => ({ ruleName: 'Night', ruleType: 'blackout' }) },
  'DELETE /api/availability/rules/:id': { access: 'admin', path: () => '/api/availability/rules/999999' },
  'GET /api/calendar/urls/:bookingId': { access: 'owner', path: (f) => `/api/calendar/urls/${f.bookingId}` },
  'GET /api/calendar/ics/:bookingId': { access: 'owner', path: (f) => `/api/calendar/ics/${f.bookingId}` },
  'GET /api/calendar/feed': { access: 'member' },
  'POST /api/calendar/feed': { access: 'member' },
  'DELETE /api/calendar/feed': { access: 'member' },
  'GET /api/calendar/feed/:token': { access: 'public', path: () => `/api/calendar/feed/${'x'.repeat(43)}.ics` },
  'GET /api/agreements/terms': { access: 'member' },
  'POST /api/agreements/:bookingId/sign': {
    access: 'self',
    path: (f) => `/api/agreements/${f.bookingId}/sign`,
    body: (f) => ({ fullName: 'Tamar Friedman', signature: f.signature, accepted: true }),
  },
  'GET /api/agreements/:bookingId/pdf': { access: 'owner', path: (f) => `/api/agreements/${f.bookingId}/pdf` },
  'POST /api/damage-reports': {
    access: 'member',
    body: () => ({
      vehicleId: 999_999,
      incidentDate: new Date(Date.now() - 3600_000).toISOString(),
      location: 'Yard',
      description: 'A dent in the rear door.',
    }),
  },
  'GET /api/damage-reports': { access: 'member' },
  'GET /api/damage-reports/:id/photos/:photoId': { access: 'owner', path: (f) => `/api/damage-reports/${f.reportId}/photos/${f.photoId}` },
  'POST /api/admin/damage-reports/:id/review': { access: 'admin', path: (f) => `/api/admin/damage-reports/${f.reportId}/review` },
  'POST /api/license/analyze': { access: 'member', body: () => ({ frontImage: 'not an image' }) },
  'GET /api/license/scans/:id': { access: 'owner', path: (f) => `/api/license/scans/${f.scanId}` },
  'GET /api/license/validate/:userId': { access: 'owner', path: (f) => `/api/license/validate/${f.memberId}` },
  'GET /api/license/dashboard': { access: 'admin' },
  'GET /api/license/expiring': { access: 'admin' },
  'POST /api/license/generate-notifications': { access: 'admin' },
  'POST /api/photo-capture/sessions': { access: 'member', body: () => ({ side: 'front' }) },
  'GET /api/photo-capture/sessions/:sessionId': { access: 'owner', path: (f) => `/api/photo-capture/sessions/${f.sessionId}?wait=0` },
  'POST /api/photo-capture/:sessionId/photo': {
    access: 'public',
    path: () => `/api/photo-capture/${'y'.repeat(32)}/photo`,
    body: () => ({ user: 1, image: 'x' }),
  },
  'GET /api/positions/osmand': { access: 'public', path: () => '/api/positions/osmand?id=nobody&lat=31.7&lon=35' },
  'POST /api/positions/osmand': { access: 'public', path: () => '/api/positions/osmand?id=nobody&lat=31.7&lon=35' },
  'GET /api/vehicles/tracking/all': { access: 'member' },
  'GET /api/vehicles/tracking/stream': { access: 'member', stream: true },
  'GET /api/vehicles/:id/tracker': { access: 'admin', path: (f) => `/api/vehicles/${f.vehicleId}/tracker` },
  'PUT /api/vehicles/:id/tracker': { access: 'admin', path: (f) => `/api/vehicles/${f.vehicleId}/tracker`, body: () => ({}) },
  'DELETE /api/vehicles/:id/tracker': { access: 'admin', path: (f) => `/api/vehicles/${f.vehicleId}/tracker` },
  'GET /api/vehicles/:id/location': { access: 'member', path: (f) => `/api/vehicles/${f.vehicleId}/location` },
  'GET /api/admin/movement-monitor/status': { access: 'admin' },
  'POST /api/admin/movement-monitor/force-check': { access: 'admin' },
  'POST /api/admin/movement-monitor/start': { access: 'admin' },
  'POST /api/admin/movement-monitor/stop': { access: 'admin' },
  ...Object.fromEntries(
    ['infractions', 'route-history', 'kilometraje', 'driver-behavior', 'fuel-events', 'geofence-alerts'].map((report) => [
      `GET /api/ituran/vehicles/:id/${report}`,
      { access: 'admin', path: (f: Fixture) => `/api/ituran/vehicles/${f.vehicleId}/${report}?from=2026-11-01&to=2026-11-02` } satisfies Entry,
    ]),
  ),
  'GET /api/ituran/vehicles/:id/maintenance-alerts': { access: 'admin', path: (f) => `/api/ituran/vehicles/${f.vehicleId}/maintenance-alerts` },
  'GET /api/ituran/fleet/reposo-nocturno': { access: 'admin', path: () => '/api/ituran/fleet/reposo-nocturno?date=2026-11-01' },
  'GET /api/ituran/fleet/efficiency-report': { access: 'admin', path: () => '/api/ituran/fleet/efficiency-report?from=2026-11-01&to=2026-11-02' },
  'GET /api/ituran/service-status': { access: 'admin' },
  'GET /api/ituran/geofences': { access: 'admin' },
  'POST /api/ituran/geofences': { access: 'admin', body: () => ({ name: 'Base', latitude: 31.7, longitude: 34.9, radiusMeters: 100 }) },
  'DELETE /api/ituran/geofences/:id': { access: 'admin', path: () => '/api/ituran/geofences/999999' },
  'POST /api/ituran/geofence-alerts/acknowledge': {
    access: 'admin',
    body: (f) => ({ geofenceId: 1, vehicleId: f.vehicleId, alertType: 'enter', timestamp: new Date().toISOString() }),
  },
  'GET /api/hebrew-calendar/holidays': { access: 'member' },
  'GET /api/hebrew-calendar/shabbat-upcoming': { access: 'member' },
  'GET /api/hebrew-calendar/shabbat-this-week': { access: 'member' },
  'GET /api/bookings/next-shabbat-info': { access: 'member' },
  'POST /api/hebrew-calendar/initialize': { access: 'admin' },
  'POST /api/hebrew-calendar/sync/:year': { access: 'admin', path: () => '/api/hebrew-calendar/sync/2027' },
  // A state change on GET is refused for everyone signed in; anonymous callers get their 401 first.
  'GET /api/hebrew-calendar/sync/:year': { access: 'member', path: () => '/api/hebrew-calendar/sync/2027' },
};

let t: TestApp;
let fixture: Fixture;
let tokens: { member: string; other: string; admin: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = { member: await t.login('emt@medfleet.test'), other: await t.login('bls@medfleet.test'), admin: await t.login() };
  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const [a3] = await t.database.db.select().from(vehicles).where(eq(vehicles.vehicleNumber, 'A3'));
  const [member] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
  const booking = (await as(tokens.member, 'POST', '/api/bookings', { vehicleId: a3!.id, ...ordinaryWindow(3) })).json();
  const photo = (await photoJpeg()).toString('base64');
  const report = (
    await as(tokens.member, 'POST', '/api/damage-reports', {
      vehicleId: a3!.id,
      incidentDate: new Date(Date.now() - 3600_000).toISOString(),
      location: 'Yard',
      description: 'A dent in the rear door.',
      photos: [photo],
    })
  ).json();
  const session = (await as(tokens.member, 'POST', '/api/photo-capture/sessions', { side: 'front' })).json();
  const [notice] = (await as(tokens.member, 'GET', '/api/user/notifications')).json();
  const [scan] = await t.database.db
    .insert(licenceScans)
    .values({ userId: member!.id, side: 'front', contentType: 'image/jpeg', data: await photoJpeg() })
    .returning();
  fixture = {
    bookingId: booking.id,
    vehicleId: a3!.id,
    plainVehicleId: (await aVehicle(t.database.db)).id,
    reportId: report.id,
    photoId: Number(report.photoUrls[0].split('/').at(-1)),
    scanId: scan!.id,
    notificationId: notice.id,
    memberId: member!.id,
    sessionId: session.sessionId,
    window: ordinaryWindow(4),
    signature: `data:image/png;base64,${(await signaturePng()).toString('base64')}`,
  };
});
afterAll(() => t.close());

async function call(key: string, token: string | null): Promise<number> {
  const entry = MATRIX[key]!;
  const [method, route] = key.split(' ') as [string, string];
  const url = entry.path?.(fixture) ?? route;
  const body = entry.body?.(fixture);
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
    ...(entry.stream ? { payloadAsStream: true } : {}),
  });
  if (entry.stream) response.stream().destroy();
  return response.statusCode;
}

describe('the authorisation matrix of every API route', () => {
  it('has an entry for every registered route, and none for a route that is gone', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(
      registered.filter((r) => !(r in MATRIX)),
      'routes without an entry in MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !registered.includes(k)),
      'entries for routes that do not exist',
    ).toEqual([]);
    for (const route of t.app.apiRoutes) expect(route.public, `${route.method} ${route.url}`).toBe(MATRIX[`${route.method} ${route.url}`]!.access === 'public');
  });

  it.each(Object.keys(MATRIX))('%s: anonymous, another member, the member and an admin', async (key) => {
    const { access } = MATRIX[key]!;
    const anonymous = await call(key, null);
    if (access === 'public') expect(anonymous, 'anonymous').not.toBe(401);
    else expect(anonymous, 'anonymous').toBe(401);

    // Logging out ends the session it is called with: each caller logs out a fresh one of its own.
    const token = async (who: keyof typeof tokens) =>
      key === 'POST /api/auth/logout' ? t.login(who === 'admin' ? undefined : who === 'member' ? 'emt@medfleet.test' : 'bls@medfleet.test') : tokens[who];
    const other = await call(key, await token('other'));
    if (access === 'owner' || access === 'self') expect([403, 404], `another member got ${other}`).toContain(other);
    if (access === 'admin') expect(other, 'another member').toBe(403);

    const member = await call(key, await token('member'));
    if (access === 'admin') expect(member, 'member').toBe(403);
    else expect([401, 403], `the member got ${member}`).not.toContain(member);
    expect(member, 'no 5xx').toBeLessThan(500);

    const admin = await call(key, await token('admin'));
    if (access === 'self') expect([403, 404], `an admin got ${admin}`).toContain(admin);
    else expect([401, 403], `an admin got ${admin}`).not.toContain(admin);
    expect(admin, 'no 5xx').toBeLessThan(500);
  });
});

describe('admin rules live in the services too', () => {
  it('a service refuses a member even when no route hook stood in front of it', async () => {
    const { createApprovalsService } = await import('../features/bookings/approvals.service.ts');
    const { createBookingsRepository } = await import('../features/bookings/bookings.repository.ts');
    const { createTrackingService } = await import('../features/tracking/tracking.service.ts');
    const { createTrackingRepository } = await import('../features/tracking/tracking.repository.ts');
    const { createGazetteerGeocoder } = await import('../adapters/geocoder.adapter.ts');
    const [member] = await t.database.db.select().from(users).where(eq(users.email, 'emt@medfleet.test'));
    const ctx = { user: member!, sessionId: 'direct', isAdmin: false };
    const approvals = createApprovalsService({
      bookings: createBookingsRepository(t.database.db),
      notify: async () => undefined,
      events: { publish: async () => undefined },
      recordChange: async () => undefined,
    });
    await expect(approvals.approve(ctx, fixture.bookingId, undefined)).rejects.toMatchObject({ statusCode: 403 });
    const tracking = createTrackingService({
      tracking: createTrackingRepository(t.database.db),
      publicUrl: 'http://x',
      geocoder: createGazetteerGeocoder(),
      onlineMinutes: 5,
      recordChange: async () => undefined,
    });
    await expect(tracking.connectTracker(ctx, fixture.vehicleId, {})).rejects.toMatchObject({ statusCode: 403 });
  });
});
