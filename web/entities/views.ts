/**
 * What shows each kind of data: the queries (by endpoint) a change of it makes stale, whichever
 * feature draws them (the spec's cache-invalidation lists, docs/spec/member-app.md 7 and
 * docs/spec/admin-app.md 7). A feature's hooks name the lists their changes touch.
 */
import { agreementsEndpoints } from '../../contract/agreements.endpoints.ts';
import { availabilityEndpoints } from '../../contract/availability.endpoints.ts';
import { bookingsEndpoints } from '../../contract/bookings.endpoints.ts';
import { crewEndpoints } from '../../contract/crew.endpoints.ts';
import { damageReportsEndpoints } from '../../contract/damage-reports.endpoints.ts';
import { dashboardEndpoints } from '../../contract/dashboard.endpoints.ts';
import { documentsEndpoints } from '../../contract/documents.endpoints.ts';
import { hebrewCalendarEndpoints } from '../../contract/hebrew-calendar.endpoints.ts';
import { immobilizerEndpoints } from '../../contract/immobilizer.endpoints.ts';
import { licencesEndpoints } from '../../contract/licences.endpoints.ts';
import { messagingEndpoints } from '../../contract/messaging.endpoints.ts';
import { movementMonitorEndpoints } from '../../contract/movement-monitor.endpoints.ts';
import { notificationsEndpoints } from '../../contract/notifications.endpoints.ts';
import { overridesEndpoints } from '../../contract/overrides.endpoints.ts';
import { settingsEndpoints } from '../../contract/settings.endpoints.ts';
import { systemEndpoints } from '../../contract/system.endpoints.ts';
import { templatesEndpoints } from '../../contract/templates.endpoints.ts';
import { trackingEndpoints } from '../../contract/tracking.endpoints.ts';
import { usersEndpoints } from '../../contract/users.endpoints.ts';
import { vehiclesEndpoints } from '../../contract/vehicles.endpoints.ts';

/** A notice may follow any change: the bell. */
export const NOTICE_VIEWS = [notificationsEndpoints.list];

/** A vehicle's settings or status: what can be booked, the fleet, the live map. */
export const VEHICLE_VIEWS = [
  vehiclesEndpoints.list,
  dashboardEndpoints.stats,
  availabilityEndpoints.availability,
  availabilityEndpoints.diary,
  availabilityEndpoints.overview,
  documentsEndpoints.lastReturn,
  immobilizerEndpoints.state,
  trackingEndpoints.all,
  trackingEndpoints.trackerOf,
  trackingEndpoints.location,
];

/** A booking created, rescheduled, cancelled, approved, rejected or signed. */
export const BOOKING_VIEWS = [
  ...VEHICLE_VIEWS,
  ...NOTICE_VIEWS,
  bookingsEndpoints.active,
  bookingsEndpoints.mine,
  bookingsEndpoints.alternatives,
  bookingsEndpoints.pendingApproval,
  bookingsEndpoints.reservations,
  documentsEndpoints.ofBooking,
  hebrewCalendarEndpoints.nextShabbatInfo,
  crewEndpoints.crew,
  crewEndpoints.incomplete,
];

/** A user's profile or licence. */
export const USER_VIEWS = [
  ...NOTICE_VIEWS,
  usersEndpoints.profile,
  usersEndpoints.list,
  licencesEndpoints.validate,
  licencesEndpoints.dashboard,
  licencesEndpoints.expiring,
];

/** A damage report submitted or reviewed (it may put a vehicle in maintenance). */
export const DAMAGE_REPORT_VIEWS = [...VEHICLE_VIEWS, ...NOTICE_VIEWS, damageReportsEndpoints.list];

/** A calendar event or availability rule: what can be booked, and the diary's emergencies and maintenance. */
export const CALENDAR_VIEWS = [
  availabilityEndpoints.listEvents,
  availabilityEndpoints.listRules,
  availabilityEndpoints.availability,
  availabilityEndpoints.diary,
  availabilityEndpoints.overview,
];

/** A document handed in or reviewed (a licence scan's review verifies the licence). */
export const DOCUMENT_VIEWS = [
  ...NOTICE_VIEWS,
  documentsEndpoints.list,
  documentsEndpoints.ofBooking,
  bookingsEndpoints.active,
  bookingsEndpoints.mine,
  usersEndpoints.profile,
  usersEndpoints.list,
];

/** An override request made, withdrawn or decided (an approval books the vehicle). */
export const OVERRIDE_VIEWS = [...BOOKING_VIEWS, overridesEndpoints.mine, overridesEndpoints.list];

/** The service settings: names and numbers shown everywhere, limits, restricted periods. */
export const SETTINGS_VIEWS = [
  settingsEndpoints.service,
  settingsEndpoints.overrides,
  systemEndpoints.config,
  usersEndpoints.profile,
  hebrewCalendarEndpoints.holidays,
  hebrewCalendarEndpoints.shabbatUpcoming,
  hebrewCalendarEndpoints.shabbatThisWeek,
  hebrewCalendarEndpoints.nextShabbatInfo,
  movementMonitorEndpoints.status,
];

/** A template saved: the texts members sign and fill. */
export const TEMPLATE_VIEWS = [templatesEndpoints.list, templatesEndpoints.current, agreementsEndpoints.terms];

/** Notification settings saved or a message sent again. */
export const MESSAGE_VIEWS = [messagingEndpoints.settings, messagingEndpoints.deliveryLog];
