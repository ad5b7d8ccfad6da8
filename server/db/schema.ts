import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_PRIORITIES, EVENT_STATUSES, EVENT_TYPES, RULE_TYPES } from '../../contract/availability.contract.ts';
import type { SeriesRepeat } from '../../contract/booking-series.contract.ts';
import type { HolidayConflict } from '../../contract/bookings.contract.ts';
import {
  BOOKING_PURPOSES,
  BOOKING_STATUSES,
  CHECK_IN_METHODS,
  FUEL_TYPES,
  LANGUAGES,
  VEHICLE_CATEGORIES,
  VEHICLE_STATUSES,
  NOTIFICATION_TYPES,
} from '../../contract/constants.ts';
import type { SeatDefinition } from '../../contract/crew.contract.ts';
import { DAMAGE_REPORT_STATUSES } from '../../contract/damage-reports.contract.ts';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../contract/documents.contract.ts';
import { HANDOVER_STATUSES } from '../../contract/handover.contract.ts';
import { HOLIDAY_TYPES } from '../../contract/hebrew-calendar.contract.ts';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type NotificationSettings } from '../../contract/messaging.contract.ts';
import { OVERRIDE_STATUSES, OVERRIDE_TYPES } from '../../contract/overrides.contract.ts';
import { TEMPLATE_KINDS } from '../../contract/templates.contract.ts';
import type { DrivingPenalties } from '../../contract/user.contract.ts';
import { CHECK_RESULTS, type CheckItem, type CheckedItem } from '../../contract/vehicle-checks.contract.ts';
import { WAITLIST_STATUSES } from '../../contract/waitlist.contract.ts';
import { WORK_ORDER_KINDS, WORK_ORDER_SOURCES, WORK_ORDER_STATUSES } from '../../contract/work-orders.contract.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  userTypes: text('user_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  monthlyHourLimit: integer('monthly_hour_limit'),
  oidcIssuer: text('oidc_issuer'),
  oidcSubject: text('oidc_subject'),
  preferredEmail: text('preferred_email'),
  /** A new address for notices, used only once the member opens the link sent to it (docs/decisions/022). */
  pendingPreferredEmail: text('pending_preferred_email'),
  /** SHA-256 of that link's token, and when the link stops working. */
  preferredEmailTokenHash: text('preferred_email_token_hash').unique(),
  preferredEmailTokenExpiresAt: timestamp('preferred_email_token_expires_at', { withTimezone: true }),
  phone: text('phone'),
  whatsappNumber: text('whatsapp_number'),
  dateOfBirth: date('date_of_birth'),
  address: text('address'),
  city: text('city'),
  postalCode: text('postal_code'),
  emergencyContactName: text('emergency_contact_name'),
  emergencyContactPhone: text('emergency_contact_phone'),
  licenseNumber: text('license_number'),
  licenseClass: text('license_class'),
  licenseCountryOfIssue: text('license_country_of_issue'),
  licenseIssueDate: date('license_issue_date'),
  licenseExpiryDate: date('license_expiry_date'),
  licenseIssuingAuthority: text('license_issuing_authority'),
  licenseRestrictions: text('license_restrictions'),
  licenseEndorsements: text('license_endorsements'),
  licenseOrganDonor: boolean('license_organ_donor'),
  licenseVeteran: boolean('license_veteran'),
  licenseFrontScanUrl: text('license_front_scan_url'),
  /** Set when an admin approves the licence scan; cleared when the number or dates change. */
  licenseVerifiedAt: timestamp('license_verified_at', { withTimezone: true }),
  /** The language the member chose (docs/decisions/020); null: the browser's, and English for messages. */
  language: text('language', { enum: LANGUAGES }),
  bloodType: text('blood_type'),
  medicalConditions: text('medical_conditions'),
  allergies: text('allergies'),
  disabilities: text('disabilities'),
  drivingPenalties: jsonb('driving_penalties').$type<DrivingPenalties>(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** A sign-in started at the OIDC provider and not yet finished: single use, short-lived. */
export const authRequests = pgTable('auth_requests', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  popup: boolean('popup').notNull(),
  /** SHA-256 of the sign-in cookie of the browser that started it: the answer counts only there. */
  browserBinding: text('browser_binding').notNull().default(''),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A finished redirect sign-in waiting for its page to collect the session: the address carries
 * this single-use code, never the session token, and only the browser that started it may
 * exchange it (docs/decisions/022).
 */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  browserBinding: text('browser_binding').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  vehicleNumber: text('vehicle_number').notNull().unique(),
  make: text('make').notNull(),
  model: text('model').notNull(),
  year: integer('year'),
  category: text('category', { enum: VEHICLE_CATEGORIES }).notNull(),
  description: text('description'),
  allowedUserTypes: text('allowed_user_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  status: text('status', { enum: VEHICLE_STATUSES }).notNull().default('available'),
  /** HMAC of the vehicle's own immobilizer code (admins deactivate with it); never the code itself. */
  ituranCode: text('ituran_code'),
  immobilizerEnabled: boolean('immobilizer_enabled').notNull().default(false),
  /** What the QR code kept in the vehicle carries: a check-in there proves the member is at the vehicle (migration 0043). */
  checkInCode: text('check_in_code')
    .notNull()
    .default(sql`md5(random()::text)`),
  maintenanceNotes: text('maintenance_notes'),
  lastServiceDate: date('last_service_date'),
  nextServiceDate: date('next_service_date'),
  nextServiceMileage: integer('next_service_mileage'),
  mileage: integer('mileage'),
  registrationDate: date('registration_date'),
  insuranceRenewalDate: date('insurance_renewal_date'),
  taxRenewalDate: date('tax_renewal_date'),
  motExpiryDate: date('mot_expiry_date'),
  motTestDate: date('mot_test_date'),
  insuranceProvider: text('insurance_provider'),
  insurancePolicyNumber: text('insurance_policy_number'),
  vin: text('vin'),
  engineNumber: text('engine_number'),
  fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull().default('petrol'),
  equipment: text('equipment')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The identifier its GPS tracker reports (OsmAnd `id`); unique across the fleet. */
  trackerId: text('tracker_id').unique(),
  /** SHA-256 of the tracker's own secret, when it has one. */
  trackerSecretHash: text('tracker_secret_hash'),
  createdAt: createdAt(),
});

/** A transaction id (PostgreSQL's 64-bit xid8), as text: compared in SQL, never in JavaScript. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** What the notice says; a `{placeholder}` is filled in from `params` when it is shown (never stored in clear). */
    message: text('message').notNull(),
    /** What the notice is about, for filling it in when shown (an immobilizer code's booking, say). */
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** Which text of server/texts renders it in its reader's language; null: the stored title and message. */
    textKey: text('text_key'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /**
     * The transaction that wrote it. Ids are taken in one order and committed in another, so a
     * live stream asks which notices its last read could not yet see (notice-stream.ts).
     */
    writtenIn: xid8('written_in')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    notes: text('notes'),
    /**
     * A booking in a BLOCKING_STATUSES status holds its vehicle: the exclusion constraint of
     * migration 0002 (bookings_no_overlap, btree_gist) refuses two that overlap, whatever the code does.
     */
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    holidayConflictReason: text('holiday_conflict_reason'),
    /** The same reason as data (migration 0022; null on bookings made before it). */
    holidayConflict: jsonb('holiday_conflict').$type<HolidayConflict>(),
    agreementSigned: boolean('agreement_signed').notNull().default(false),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvalNotes: text('approval_notes'),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What it is for (BOOKING_PURPOSES), and whether it answers an emergency (docs/spec/admin-app.md 9). */
    purpose: text('purpose', { enum: BOOKING_PURPOSES }),
    isEmergency: boolean('is_emergency').notNull().default(false),
    /** Its vehicle was taken away (an event, a rule, maintenance, retirement): the member is told and may move it. */
    /** Why the booking's vehicle was taken away; `sourceId`: the event or rule that did it, so its removal gives the vehicle back. */
    vehicleWithdrawn: jsonb('vehicle_withdrawn').$type<{
      kind: 'event' | 'rule' | 'maintenance' | 'retired';
      detail: string | null;
      at: string;
      sourceId?: number;
    }>(),
    /** Times its span, vehicle or status changed (a trigger counts them): the calendar event's SEQUENCE. */
    revision: integer('revision').notNull().default(0),
    /** When its member showed up (migration 0043): null past `checkInGraceMinutes` after the start releases it as `no_show`. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** How (CHECK_IN_METHODS); null on bookings that had begun before check-in existed. */
    checkInMethod: text('check_in_method', { enum: CHECK_IN_METHODS }),
    /** The booker's crew seat (migration 0044); null: the first seat of its category. */
    seat: text('seat'),
    /** The series this booking is an occurrence of (docs/decisions/032); null: a booking on its own. */
    seriesId: integer('series_id').references((): AnyPgColumn => bookingSeries.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('bookings_series_idx')
      .on(t.seriesId)
      .where(sql`series_id is not null`),
    index('bookings_user_start_idx').on(t.userId, t.startTime),
    index('bookings_status_start_idx').on(t.status, t.startTime),
    // The no-show release reads only the held bookings nobody checked in.
    index('bookings_unchecked_start_idx')
      .on(t.startTime)
      .where(sql`${t.checkedInAt} is null and ${t.status} in ('confirmed', 'active')`),
    // Every booking that meets a span, whatever its status (the Reservations Diary's day): db/booking-span.ts.
    index('bookings_span_idx').using('gist', sql`tstzrange(${t.startTime}, ${t.endTime}, '[)')`),
  ],
);

export const calendarEvents = pgTable('calendar_events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
  vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  isAllDay: boolean('is_all_day').notNull().default(false),
  priority: text('priority', { enum: EVENT_PRIORITIES }).notNull().default('normal'),
  status: text('status', { enum: EVENT_STATUSES }).notNull().default('scheduled'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const availabilityRules = pgTable('availability_rules', {
  id: serial('id').primaryKey(),
  ruleName: text('rule_name').notNull(),
  ruleType: text('rule_type', { enum: RULE_TYPES }).notNull(),
  vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  dayOfWeek: integer('day_of_week'),
  startTime: text('start_time'),
  endTime: text('end_time'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  description: text('description'),
  priority: integer('priority').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Jewish holidays by Gregorian date, filled from @hebcal/core by initialize/sync (docs/spec/admin-app.md 2.16). */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    holidayName: text('holiday_name').notNull(),
    holidayNameEn: text('holiday_name_en').notNull(),
    holidayType: text('holiday_type', { enum: HOLIDAY_TYPES }).notNull(),
    gregorianDate: date('gregorian_date').notNull(),
    hebrewDate: text('hebrew_date').notNull(),
    durationDays: integer('duration_days').notNull().default(1),
    workRestrictions: boolean('work_restrictions').notNull().default(false),
    description: text('description'),
    customNotes: text('custom_notes'),
  },
  (t) => [uniqueIndex('holidays_date_name_idx').on(t.gregorianDate, t.holidayNameEn)],
);

/** A member's private calendar subscription: the secret is kept only as its SHA-256. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** The vehicle-use agreement a member signed for a booking. */
/** The agreement each of a booking's crew signed: its booker, and each member who holds a seat (docs/decisions/031). */
export const agreements = pgTable(
  'agreements',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** PNG bytes of the drawn signature, base64. */
    signaturePng: text('signature_png').notNull(),
    /** The agreement template's version the member signed ('2026-11': the built-in terms before templates). */
    termsVersion: text('terms_version').notNull(),
    /** The language of the terms the member read and signed. */
    termsLanguage: text('terms_language', { enum: LANGUAGES }).notNull().default('en'),
    contentHash: text('content_hash').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A member's report of damage to a vehicle (docs/spec/admin-app.md 2.14); never edited once submitted. */
export const damageReports = pgTable(
  'damage_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    incidentDate: timestamp('incident_date', { withTimezone: true }).notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    injuries: boolean('injuries').notNull().default(false),
    policeNotified: boolean('police_notified').notNull().default(false),
    otherParties: text('other_parties'),
    witnesses: text('witnesses'),
    additionalComments: text('additional_comments'),
    /** submitted, then reviewed by an admin. */
    status: text('status', { enum: DAMAGE_REPORT_STATUSES }).notNull().default('submitted'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
  },
  (t) => [index('damage_reports_user_idx').on(t.userId), index('damage_reports_status_idx').on(t.status)],
);

/** Photos of a damage report, in the database so that every app instance can serve them. */
export const damageReportPhotos = pgTable(
  'damage_report_photos',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => damageReports.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('damage_report_photos_report_idx').on(t.reportId)],
);

/** Licence-expiry notifications already sent: one per user, expiry date and threshold (90, 30, 20, 0 days). */
export const licenceNotices = pgTable(
  'license_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiryDate: date('expiry_date').notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiryDate, t.thresholdDays] })],
);

/** Licence photos a member scanned: private, read only by their owner and admins. */
export const licenceScans = pgTable(
  'license_scans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('license_scans_user_idx').on(t.userId)],
);

/**
 * A phone-photo hand-off (docs/spec/admin-app.md 2.4): the desktop opens it, the phone uploads one
 * photo to it within minutes, once; the secret id is what the QR code carries.
 */
export const photoCaptures = pgTable('photo_captures', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  side: text('side').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  contentType: text('content_type'),
  data: bytea('data'),
  createdAt: createdAt(),
});

const doublePrecision = (name: string) =>
  customType<{ data: number; driverData: string | number }>({ dataType: () => 'double precision', fromDriver: (v) => Number(v) })(name);

/**
 * Every position a tracker reported, for history and analytics (per vehicle, by time). Partitioned
 * by week of device time (migration 0032, docs/decisions/025): drizzle-kit knows it as one table.
 * No primary key (it would have to hold device_time, and nothing looks a position up by id).
 */
export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speedKmh: doublePrecision('speed_kmh'),
    bearing: doublePrecision('bearing'),
    altitude: doublePrecision('altitude'),
    accuracy: doublePrecision('accuracy'),
    battery: doublePrecision('battery'),
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [
    // It also holds latitude, longitude and speed (INCLUDE, migration 0037, which drizzle-kit cannot say): a track is read from it alone.
    index('positions_vehicle_time_idx').on(t.vehicleId, t.deviceTime),
    // Summarised as each block range fills (autosummarize), not only at the next vacuum: an unsummarised range is read whole.
    index('positions_time_brin').using('brin', t.deviceTime).with({ autosummarize: true }),
    // The roll-up finds the late reports of periods it has rolled up by when they arrived.
    index('positions_received_brin').using('brin', t.receivedAt).with({ autosummarize: true }),
  ],
);

/** The latest position of each vehicle, kept apart so that the live view reads one row a vehicle. */
export const vehicleStates = pgTable('vehicle_states', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  speedKmh: doublePrecision('speed_kmh'),
  bearing: doublePrecision('bearing'),
  battery: doublePrecision('battery'),
  attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>().notNull().default({}),
});

/**
 * The periods whose figures are rolled up from positions (docs/decisions/025): an hour (km and fuel
 * per vehicle) or a night (movement per vehicle), with the positions counted around it when it
 * was; a late report changes the count, and the job rolls the period up again. A vehicle without a
 * row for a rolled-up period had no figure in it (0).
 */
export const rolledPeriods = pgTable(
  'rolled_periods',
  {
    kind: text('kind', { enum: ['hour', 'night'] }).notNull(),
    starts: timestamp('starts', { withTimezone: true }).notNull(),
    positions: integer('positions').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    /** An hour's speeding figures count runs above this limit (SPEED_LIMIT_KMH then); null for a night, or an hour rolled up before they were kept. */
    speedLimitKmh: doublePrecision('speed_limit_kmh'),
  },
  (t) => [primaryKey({ columns: [t.kind, t.starts] })],
);

/**
 * A vehicle's figures in one rolled-up hour: km and points of fuel used (its falls; refuels left
 * out), and for the driver scores its top speed, harsh accelerations and brakings, and the runs
 * above the speed limit that began in it.
 */
export const vehicleHours = pgTable(
  'vehicle_hours',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    km: doublePrecision('km').notNull(),
    fuelPoints: doublePrecision('fuel_points').notNull(),
    topKmh: doublePrecision('top_kmh').notNull().default(0),
    accelerations: integer('accelerations').notNull().default(0),
    brakings: integer('brakings').notNull().default(0),
    speedingRuns: integer('speeding_runs').notNull().default(0),
  },
  // By the hour too: an hour is rolled up again whole, and a read looks up the hours of days not summed.
  (t) => [primaryKey({ columns: [t.vehicleId, t.hour] }), index('vehicle_hours_hour_idx').on(t.hour)],
);

/**
 * The part of a run above the speed limit that falls in one rolled-up hour: where its top speed
 * was, and whether it goes on from the hour before (a run over the hour's edge is two parts, one run).
 */
export const speedingParts = pgTable(
  'speeding_parts',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    starts: timestamp('starts', { withTimezone: true }).notNull(),
    ends: timestamp('ends', { withTimezone: true }).notNull(),
    topKmh: doublePrecision('top_kmh').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    continued: boolean('continued').notNull(),
  },
  // No unique key: two reports of one instant (a tracker sending one twice) may begin two parts, and a roll-up must not fail on them.
  (t) => [index('speeding_parts_vehicle_starts_idx').on(t.vehicleId, t.starts), index('speeding_parts_hour_idx').on(t.hour)],
);

/**
 * A rise of a vehicle's fuel level between two reports in one rolled-up hour (a fill the tracker
 * saw): the fuel report matches it with the fills recorded, and flags one nobody recorded.
 */
export const fuelRises = pgTable(
  'fuel_rises',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** The report before the rise and the report that showed it. */
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    rise: doublePrecision('rise').notNull(),
  },
  (t) => [index('fuel_rises_vehicle_at_idx').on(t.vehicleId, t.at), index('fuel_rises_hour_idx').on(t.hour)],
);

/**
 * The odometer of a vehicle whose tracker reports none, moved on by the km of its rolled-up hours
 * (docs/decisions/027): the hours up to `countedThrough` are counted, and `carryKm` is the part of a
 * km not yet added to its whole-km mileage.
 */
export const gpsOdometers = pgTable('gps_odometers', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  countedThrough: timestamp('counted_through', { withTimezone: true }).notNull(),
  carryKm: doublePrecision('carry_km').notNull().default(0),
});

/** A vehicle's movement in one rolled-up night (22:00–06:00 Jerusalem time, by the date it starts on). */
export const vehicleNights = pgTable(
  'vehicle_nights',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    minutes: doublePrecision('minutes').notNull(),
    runs: integer('runs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.night] })],
);

/**
 * A vehicle's figures on a Jerusalem day: the sums of its rolled-up hours of the day, kept once
 * every hour of the day is rolled up, so that a report over 30 days reads a row per vehicle and day
 * (docs/decisions/025). Read only while the day's hours are the ones `rolled_days` names.
 */
export const vehicleDays = pgTable(
  'vehicle_days',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    km: doublePrecision('km').notNull(),
    fuelPoints: doublePrecision('fuel_points').notNull(),
    topKmh: doublePrecision('top_kmh').notNull(),
    accelerations: integer('accelerations').notNull(),
    brakings: integer('brakings').notNull(),
    speedingRuns: integer('speeding_runs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.day] })],
);

/**
 * The Jerusalem days summed into `vehicle_days`, each with the fingerprint of the hour marks it was
 * summed from (their starts, when they were rolled up, counts and speed limits): a day whose hours
 * were forgotten or rolled up again since no longer matches, and is read by the hour until the job
 * sums it again.
 */
export const rolledDays = pgTable('rolled_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  hours: text('hours').notNull(),
});

/** A booking's immobilizer code (docs/architecture.md): kept as an HMAC, valid in its window only. */
export const immobilizerCodes = pgTable('immobilizer_codes', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  /** The code encrypted (AES-256-GCM, a key derived from the session secret), for showing it to its member only. */
  codeSealed: text('code_sealed'),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Every immobilizer request, right or wrong: the audit trail, and what the lockout counts. */
export const immobilizerAttempts = pgTable(
  'immobilizer_attempts',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** accepted, wrong_code, no_booking, locked, not_enabled, moving */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('immobilizer_attempts_user_vehicle_idx').on(t.userId, t.vehicleId, t.createdAt)],
);

/** A command waiting for a device's next report, until its telemetry confirms it. */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** engineStop (immobilizer on) or engineResume (off), Traccar's names. */
    command: text('command', { enum: ['engineStop', 'engineResume'] }).notNull(),
    /** pending, confirmed, superseded */
    status: text('status', { enum: ['pending', 'confirmed', 'superseded'] })
      .notNull()
      .default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('device_commands_pending_idx')
      .on(t.vehicleId)
      .where(sql`status = 'pending'`),
  ],
);

/** The movement monitor (docs/spec/admin-app.md 2.20): one row, shared by every instance. */
export const movementMonitor = pgTable('movement_monitor', {
  id: integer('id').primaryKey().default(1),
  isRunning: boolean('is_running').notNull().default(true),
  lastCheck: timestamp('last_check', { withTimezone: true }),
  nextCheck: timestamp('next_check', { withTimezone: true }),
});

/** Vehicles the monitor set in_use because they moved unbooked; back to available after 30 quiet minutes. */
export const autoBusyVehicles = pgTable('auto_busy_vehicles', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull(),
  lastMovementAt: timestamp('last_movement_at', { withTimezone: true }).notNull(),
});

/** A circle an admin draws around a place (station, hospital, garage); alerts come from positions crossing it. */
export const geofences = pgTable('geofences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  radiusMeters: doublePrecision('radius_meters').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Geofence alerts are computed from positions; an acknowledgement is kept by the alert's natural key. */
export const geofenceAcknowledgements = pgTable(
  'geofence_acknowledgements',
  {
    geofenceId: integer('geofence_id')
      .notNull()
      .references(() => geofences.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    alertType: text('alert_type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.geofenceId, t.vehicleId, t.alertType, t.at] })],
);

/** Every admin change: who, what (entity and id), the values before and after, when (GET /api/admin/audit). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name as it was, so the trail reads true after an account is anonymised. */
    actorName: text('actor_name').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

/**
 * Settings admins change (docs/decisions/017), one JSON value per key; a trigger of migration 0016
 * announces each change (NOTIFY settings_changed) so every instance reads it at once.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The announcement above the vehicle cards (docs/spec/member-app.md 1, docs/decisions/022), one per language:
 * its text, link and image; whether it shows is the `announcement` setting.
 */
export const announcements = pgTable('announcements', {
  language: text('language', { enum: LANGUAGES }).primaryKey(),
  /** Shown or not: written on every language's row together. */
  enabled: boolean('enabled').notNull().default(false),
  text: text('text').notNull().default(''),
  linkUrl: text('link_url'),
  image: bytea('image'),
  imageType: text('image_type'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a member hands in and an admin reviews once (docs/decisions/017): one register for every kind. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The damage report or licence scan this document stands for. */
    sourceId: integer('source_id'),
    fileName: text('file_name').notNull(),
    /** An uploaded file's bytes and type; other kinds are rendered from their source. */
    contentType: text('content_type'),
    data: bytea('data'),
    /** A return checklist's answers and the template items they answer. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    templateVersion: integer('template_version'),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('pending'),
    notes: text('notes'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_status_idx').on(t.status, t.uploadedAt),
    index('documents_booking_idx').on(t.bookingId),
    uniqueIndex('documents_one_per_booking')
      .on(t.type, t.bookingId)
      .where(sql`type = 'checklist'`),
    /** Each seat holder of a crew signs the agreement of its booking (docs/decisions/031). */
    uniqueIndex('documents_one_agreement_per_signer')
      .on(t.bookingId, t.userId)
      .where(sql`type = 'agreement'`),
    uniqueIndex('documents_one_per_source')
      .on(t.type, t.sourceId)
      .where(sql`source_id is not null`),
  ],
);

/** A member's request to book despite a refusal an admin may override (docs/decisions/017). */
export const overrideRequests = pgTable(
  'override_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    notes: text('notes'),
    overrideType: text('override_type', { enum: OVERRIDE_TYPES }).notNull(),
    /** The refusal the member met, as it was worded. */
    refusal: text('refusal').notNull(),
    reason: text('reason'),
    status: text('status', { enum: OVERRIDE_STATUSES }).notNull().default('pending'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('override_requests_status_idx').on(t.status, t.requestedAt),
    index('override_requests_user_idx').on(t.userId),
    // One open request per member and booking window: the same request sent twice at once is one.
    uniqueIndex('override_requests_one_pending')
      .on(t.userId, t.vehicleId, t.startTime, t.endTime)
      .where(sql`status = 'pending'`),
  ],
);

/** Versions of the agreement, damage report and checklist texts; a version is never changed. */
export const documentTemplates = pgTable(
  'document_templates',
  {
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    /** The same text in Hebrew, item for item; null: Hebrew readers get the English. */
    he: jsonb('he').$type<{ title: string; items: string[] }>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.version] })],
);

/** A member's notification settings (docs/spec/admin-app.md 3); no row: the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every outbound message (e-mail, SMS, WhatsApp), written in the transaction of the notice that
 * causes it and delivered by the outbox worker (docs/decisions/018). The text is rendered when it
 * is sent, from the notice's title, message and params: a code is never stored in clear here.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id'),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    kind: text('kind', { enum: NOTIFICATION_TYPES }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** The notice's text (server/texts), rendered in the recipient's language when sent. */
    textKey: text('text_key'),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While sending: until when this instance holds it; a crashed sender's claim lapses then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_user_idx').on(t.userId, t.createdAt)],
);

/** Reminders already sent: one of each kind per booking, whichever instance got there first. */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

/** A member's device that accepts Web Push (docs/decisions/020): where to send and the keys to encrypt for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A mutating request sent with an Idempotency-Key (docs/deploy.md): a proxy or a phone that sends
 * it again gets the first answer instead of a second booking. Kept a day.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, path and a hash of the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is being served. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);

/**
 * Positions of a booking kept past the retention setting until an admin releases them: held by an
 * admin (an inquiry, a complaint) or by a damage report that names the booking.
 */
export const positionHolds = pgTable('position_holds', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  /** The admin who placed it; null: a damage report did. */
  heldBy: integer('held_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** A category's start-of-shift check, versioned: a version is never changed (docs/decisions/027). */
export const checkTemplates = pgTable(
  'check_templates',
  {
    category: text('category', { enum: VEHICLE_CATEGORIES }).notNull(),
    version: integer('version').notNull(),
    items: jsonb('items').$type<CheckItem[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.category, t.version] })],
);

/** A booking's start-of-shift check, once per booking: the items as judged, with the answers. */
export const vehicleChecks = pgTable(
  'vehicle_checks',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: VEHICLE_CATEGORIES }).notNull(),
    templateVersion: integer('template_version').notNull(),
    result: text('result', { enum: CHECK_RESULTS }).notNull(),
    items: jsonb('items').$type<CheckedItem[]>().notNull(),
    /** When it was done, by the phone's clock kept within the check's window; and when it reached the server. */
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    clientId: uuid('client_id'),
  },
  (t) => [index('vehicle_checks_vehicle_idx').on(t.vehicleId, t.doneAt)],
);

/** An admin's waiver of a booking's check: its code is released without one (audited). */
export const checkWaivers = pgTable('check_waivers', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  waivedBy: integer('waived_by').references(() => users.id, { onDelete: 'set null' }),
  waivedAt: timestamp('waived_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Work on a vehicle: open → in progress → done; a blocking one keeps the vehicle out of booking. */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WORK_ORDER_KINDS }).notNull(),
    source: text('source', { enum: WORK_ORDER_SOURCES }).notNull(),
    sourceId: integer('source_id'),
    title: text('title').notNull(),
    details: text('details'),
    blocking: boolean('blocking').notNull(),
    status: text('status', { enum: WORK_ORDER_STATUSES }).notNull().default('open'),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    parts: text('parts'),
    notes: text('notes'),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    /** A service of this maintenance programme: done, it is the programme's last service. */
    programKey: text('program_key'),
  },
  (t) => [
    index('work_orders_vehicle_idx').on(t.vehicleId, t.status),
    index('work_orders_status_idx').on(t.status, t.openedAt),
    // One work order per check or report and kind: a fact heard twice opens it once.
    uniqueIndex('work_orders_one_per_source')
      .on(t.source, t.sourceId, t.kind)
      .where(sql`source_id is not null`),
  ],
);

/** A file of a work order (docs/decisions/027): an invoice, a photo of the part, a garage's report; PDF or an image made safe. */
export const workOrderFiles = pgTable(
  'work_order_files',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_files_order_idx').on(t.workOrderId)],
);

/** A kind of credential the service recognises (docs/decisions/028): EMT, paramedic, an emergency-vehicle driving permit. */
export const credentialTypes = pgTable(
  'credential_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameHe: text('name_he').notNull(),
    /** Months one is valid from its issue when no expiry is given; null: it does not expire by time. */
    validityMonths: integer('validity_months'),
    needsReview: boolean('needs_review').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credential_types_name_idx').on(sql`lower(${t.name})`)],
);

/** A member's credential of a type (one per type): number, issued, expires, and whether it is verified. */
export const memberCredentials = pgTable(
  'member_credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => credentialTypes.id, { onDelete: 'restrict' }),
    number: text('number'),
    issuedOn: date('issued_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    verified: boolean('verified').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_credentials_one_per_type').on(t.userId, t.typeId), index('member_credentials_expiry_idx').on(t.expiresOn)],
);

/** A category's maintenance programmes: a service every N km or M months, whichever comes first (docs/decisions/027). */
export const maintenancePrograms = pgTable(
  'maintenance_programs',
  {
    category: text('category', { enum: VEHICLE_CATEGORIES }).notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameHe: text('name_he').notNull(),
    everyKm: integer('every_km'),
    everyMonths: integer('every_months'),
    dueSoonKm: integer('due_soon_km').notNull(),
    dueSoonDays: integer('due_soon_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.key] })],
);

/** A vehicle's services by programme; a `baseline` row is when counting began (no service known before). */
export const vehicleServices = pgTable(
  'vehicle_services',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    programKey: text('program_key').notNull(),
    doneOn: date('done_on').notNull(),
    odometer: integer('odometer'),
    workOrderId: integer('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    baseline: boolean('baseline').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_services_vehicle_idx').on(t.vehicleId, t.programKey, t.doneOn),
    uniqueIndex('vehicle_services_one_baseline')
      .on(t.vehicleId, t.programKey)
      .where(sql`baseline`),
  ],
);

/** Admins told that a programme is due soon or overdue, once per due point. */
export const maintenanceAlerts = pgTable(
  'maintenance_alerts',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    programKey: text('program_key').notNull(),
    duePoint: text('due_point').notNull(),
    state: text('state').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.programKey, t.duePoint, t.state] })],
);

/** Admins told that a vehicle's kit expires (30 and 7 days before, and on the day), once per expiry and stage. */
export const kitAlerts = pgTable(
  'kit_alerts',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    expiry: date('expiry').notNull(),
    stage: text('stage').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.itemKey, t.expiry, t.stage] })],
);

/** Fuel filled into a vehicle: from the return checklist or on its own (docs/decisions/027). */
export const fuelEntries = pgTable(
  'fuel_entries',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    litres: numeric('litres', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    odometer: integer('odometer'),
    station: text('station'),
    filledAt: timestamp('filled_at', { withTimezone: true }).notNull(),
    receipt: bytea('receipt'),
    receiptType: text('receipt_type'),
    createdAt: createdAt(),
  },
  (t) => [index('fuel_entries_vehicle_idx').on(t.vehicleId, t.filledAt)],
);

/** A vehicle category's crew seats (docs/decisions/031); a category without a row has one seat. */
export const categorySeats = pgTable('category_seats', {
  category: text('category').primaryKey(),
  seats: jsonb('seats').$type<SeatDefinition[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The crew of a booking beside its booker: a member holding a seat, or invited to it. One member
 * per seat and one seat per member (the keys settle two members racing for the last seat).
 */
export const bookingCrew = pgTable(
  'booking_crew',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    seat: text('seat').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** joined: holds it; invited: asked by the booker, not yet accepted. */
    status: text('status', { enum: ['joined', 'invited'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.seat] }),
    uniqueIndex('booking_crew_member_idx').on(t.bookingId, t.userId),
    index('booking_crew_user_idx').on(t.userId),
  ],
);

/** Members told of open seats they qualify for (opted in), and the open seats already told, once each. */
export const crewAlertOptIns = pgTable('crew_alert_opt_ins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
export const openSeatNotices = pgTable(
  'open_seat_notices',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    seat: text('seat').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.seat] })],
);

/** Credential-expiry notices already sent (issue 27 §1): one per credential, expiry date and threshold (90, 30, 7, 0 days). */
export const credentialNotices = pgTable(
  'credential_notices',
  {
    credentialId: integer('credential_id')
      .notNull()
      .references(() => memberCredentials.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.credentialId, t.expiresOn, t.thresholdDays] })],
);

/** A booking that repeats (docs/decisions/032): its member, vehicle and rule; its occurrences are bookings. */
export const bookingSeries = pgTable('booking_series', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id')
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  repeat: jsonb('repeat').$type<SeriesRepeat>().notNull(),
  weeks: integer('weeks').notNull(),
  createdAt: createdAt(),
});

/**
 * A member waiting for a taken vehicle, or any vehicle of a category, for a span (docs/decisions/034):
 * offered a freed one for a while, then booked, or expired, or cancelled.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The vehicle waited for, or null when any of `category` will do. */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    category: text('category', { enum: VEHICLE_CATEGORIES }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredVehicleId: integer('offered_vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_open_idx')
      .on(t.status, t.startTime)
      .where(sql`status in ('waiting', 'offered')`),
    index('waitlist_user_idx').on(t.userId),
  ],
);

/**
 * A booking offered by its member to another (docs/decisions/035): a named member, or anyone who
 * qualifies (`toUserId` null); taken by one, perhaps approved by an admin. One open per booking.
 */
export const bookingHandovers = pgTable(
  'booking_handovers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    status: text('status', { enum: HANDOVER_STATUSES }).notNull().default('offered'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_handovers_open_idx')
      .on(t.bookingId)
      .where(sql`status in ('offered', 'awaiting_approval')`),
    index('booking_handovers_to_idx').on(t.toUserId),
  ],
);

/** The months whose reports were e-mailed to admins (docs/decisions/033): each once, whichever instance sends it. */
export const monthlyReportsSent = pgTable('monthly_reports_sent', {
  month: text('month').primaryKey(),
  sentAt: createdAt(),
});
