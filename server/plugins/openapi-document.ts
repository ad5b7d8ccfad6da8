/**
 * What the generated OpenAPI document needs besides the route schemas, so that linters
 * (Redocly) find no error and a generated client works with no base-URL setting: a server,
 * described tags, an operationId for every operation, and nullable unions with their type.
 */

/** Every tag the routes use, described. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in (OpenID Connect, Development Access) and sessions',
  users: 'Members and User Management',
  credentials: "Credentials beyond the licence: the types admins define and each member's own (EMT, paramedic, an emergency-vehicle permit)",
  crew: "Crews: a vehicle category's seats and the credentials each needs, a booking's crew, joining and inviting, incomplete crews",
  licences: "Driving licences: the validity check, scans and the phone's photo link",
  vehicles: 'The fleet and its vehicles',
  bookings: 'Booking vehicles: create, reschedule, cancel, my bookings',
  availability: 'What can be booked: availability, the diary, calendar events and rules',
  approvals: 'The admin approval queue for bookings on Shabbat or a festival',
  reservations: 'The Reservations Diary and booking statuses (admins)',
  overrides: 'Requests to override a refused booking, and their settings',
  agreements: 'The vehicle-use agreement members sign',
  documents: 'Signed agreements, return checklists, damage reports, uploads and their review',
  'damage-reports': 'Damage reports with photos',
  'vehicle-checks': "Vehicle readiness: each category's start-of-shift check, a booking's check that releases its code, the admins' waiver",
  maintenance: 'Work orders: opened by hand, by a failed check or its shortages, by a damage review; the vehicle back when they are done',
  templates: 'Agreement, damage-report and checklist templates',
  'calendar-export': 'Add to calendar: .ics files, Google and Outlook links, the subscription feed',
  announcement: 'The promotional banner above the vehicle cards, set in Settings',
  'hebrew-calendar': 'Shabbat and festival times and the restricted periods',
  notifications: 'In-app notices, their live stream, Web Push and notification settings',
  messaging: 'E-mail, SMS and WhatsApp through the outbox; the delivery log and messaging tests',
  tracking: 'GPS trackers (OsmAnd protocol) and the live fleet',
  immobilizer: 'Immobilizer codes and commands',
  'movement-monitor': 'Vehicles moving without a booking',
  'fleet analytics': 'Fleet Control reports from stored positions',
  handover: 'Handing a shift over to a named member or anyone who qualifies: the receiver meets every rule, an admin approves when the setting asks',
  waitlist: 'Waiting for a taken vehicle or category: offered it for 15 minutes when it frees, first come first, through every booking rule',
  reports: 'The reports an EMS runs on (volunteer hours, vehicle use, no-shows, checks, infractions), on screen or as CSV, XLSX or PDF',
  dashboard: 'Figures for the dashboard',
  settings: 'Service settings kept in the database',
  backups: 'Backups of the database and its keys: taken every night (embedded database) or on demand, downloaded',
  audit: 'The audit log of admin changes',
  system: 'Health, readiness, metrics and public configuration',
};

/**
 * The answers that are not JSON (files, event streams): their 200 and the refusals they give,
 * declared here because the route schemas describe JSON bodies only.
 */
const NON_JSON_ANSWERS: Record<string, { type: string; description: string; refusals: number[] }> = {
  'GET /api/user/notifications/stream': {
    type: 'text/event-stream',
    description:
      'Server-Sent Events: "ready", then "notice" for each new notice (the event id is the stream\'s place: notice id@snapshot; Last-Event-ID replays those missed); "ended" when the session ends',
    refusals: [401],
  },
  'GET /api/vehicles/tracking/stream': {
    type: 'text/event-stream',
    description: 'Server-Sent Events: "missed" (with Last-Event-ID), "snapshot", then "vehicle" per report; "ended" when the session ends',
    refusals: [401],
  },
  'GET /api/users/csv-template': { type: 'text/csv', description: 'The bulk-upload CSV template', refusals: [401, 403] },
  'GET /api/users/{id}/export': {
    type: 'application/zip',
    description: "The member's data: README.txt, JSON files and the documents' files",
    refusals: [400, 401, 403, 404],
  },
  'GET /api/documents/{id}/file': { type: 'application/pdf', description: 'The document: a PDF, or the image that was uploaded', refusals: [400, 401, 404] },
  'GET /api/damage-reports/{id}/photos/{photoId}': { type: 'image/jpeg', description: 'One photo of the report', refusals: [400, 401, 404] },
  'GET /api/calendar/ics/{bookingId}': { type: 'text/calendar', description: 'The booking as an .ics file', refusals: [400, 401, 404] },
  'GET /api/calendar/feed/{token}': { type: 'text/calendar', description: "The member's bookings as a calendar feed", refusals: [400, 401, 404] },
  'GET /api/announcement/image/{language}': { type: 'image/jpeg', description: "The banner's image in that language", refusals: [400, 404] },
  'GET /api/templates/sample-agreement': { type: 'application/pdf', description: 'The current agreement template as a sample PDF', refusals: [401] },
  'GET /api/agreements/{bookingId}/pdf': { type: 'application/pdf', description: 'The signed agreement', refusals: [400, 401, 404] },
  'GET /api/admin/backups/{fileName}': { type: 'application/gzip', description: 'The backup file (npm run restore -- FILE)', refusals: [400, 401, 403, 404] },
  'GET /api/admin/reports/{report}': {
    type: 'text/csv',
    description:
      'The report: text/csv (UTF-8 with a BOM), application/vnd.openxmlformats-officedocument.spreadsheetml.sheet or application/pdf, as format asks',
    refusals: [400, 401, 403],
  },
  'GET /api/license/scans/{id}': { type: 'image/jpeg', description: 'A licence scan', refusals: [400, 401, 404] },
};

const ERROR_BODY = {
  description: 'Refused: { message, code? }',
  content: { 'application/json': { schema: { type: 'object', required: ['message'], properties: { message: { type: 'string' }, code: { type: 'string' } } } } },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `GET /api/bookings/{id}/cancel` → `getBookingsByIdCancel`: unique, stable, readable. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** A nullable union whose members share one type gets that type beside `nullable` (OpenAPI 3.0). */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions);
  if (!isObject(node)) return;
  const members = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (node.nullable === true && node.type === undefined && Array.isArray(members)) {
    const types = new Set(members.map((m) => m.type));
    if (types.size === 1 && typeof [...types][0] === 'string') node.type = [...types][0];
  }
  Object.values(node).forEach(typeNullableUnions);
}

function declareNonJsonAnswer(key: string, operation: Json): void {
  const answer = NON_JSON_ANSWERS[key];
  if (!answer) return;
  const responses = (operation.responses ??= {}) as Record<string, unknown>;
  responses['200'] ??= {
    description: answer.description,
    content: { [answer.type]: { schema: { type: 'string', format: answer.type.startsWith('text/') ? undefined : 'binary' } } },
  };
  for (const status of answer.refusals) responses[String(status)] ??= ERROR_BODY;
}

/** The document as served at /api/docs/json; its server is PUBLIC_URL, so a generated client needs no base URL. */
export function completeOpenApi(document: Json, publicUrl: string): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const used = new Set<string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!isObject(operation)) continue;
      operation.operationId ??= operationIdOf(method, path);
      declareNonJsonAnswer(`${method.toUpperCase()} ${path}`, operation);
      for (const tag of (operation.tags as string[] | undefined) ?? []) used.add(tag);
    }
  }
  typeNullableUnions(paths);
  typeNullableUnions(document.components);
  return {
    ...document,
    servers: [{ url: publicUrl, description: 'This MedFleet server (PUBLIC_URL)' }],
    tags: [...used].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
  };
}
