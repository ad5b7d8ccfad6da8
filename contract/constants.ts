/** Shared constants of the product specification, used by server and web alike. */

export const TIME_ZONE = 'Asia/Jerusalem';
/** How a moment is written on screen and in a notice, in either language: 'יום ד׳, 25 בנוב׳ 2026, 08:00'. */
export const MOMENT_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
/** Weeks start on Sunday (date-fns weekStartsOn). */
export const WEEK_STARTS_ON = 0;

export const USER_TYPES = ['admin', 'BLS', 'ALS', 'driver', 'EMT', 'paramedic'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const VEHICLE_CATEGORIES = ['Ambulances', 'ALS Vehicle', 'BLS Vehicles', 'Transport', 'Support'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export const VEHICLE_STATUSES = ['available', 'in_use', 'maintenance', 'out_of_service'] as const;
export const FUEL_TYPES = ['petrol', 'diesel', 'electric', 'hybrid'] as const;

export const MONTHLY_HOUR_LIMIT_MAX = 744;

/** The app's languages: English (the spec's) and Hebrew, the volunteers' first (docs/decisions/020). */
export const LANGUAGES = ['en', 'he'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every kind of notice the server writes (server/notify-port.ts); the header gives each its icon. */
export const NOTIFICATION_TYPES = [
  'booking_confirmation',
  'booking_created',
  'booking_confirmed',
  'booking_reminder',
  'booking_cancelled',
  'agreement_reminder',
  'admin_approval',
  'ituran_code',
  'damage_report_submitted',
  'damage_report_reviewed',
  'license_expiry',
  'vehicle_movement',
  'system_update',
  'restriction_warning',
  'agreement_signed',
  'vehicle_withdrawn',
  'email_confirmation',
  'waitlist_offer',
  'shift_handover',
  'monthly_report',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a booking is for (docs/spec/admin-app.md 9), with an emergency flag beside it. */
export const BOOKING_PURPOSES = ['training', 'maintenance', 'transport', 'standby', 'other'] as const;
export type BookingPurpose = (typeof BOOKING_PURPOSES)[number];

/** Browser storage keys named by docs/spec/member-app.md section 3. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  userData: 'user_data',
  signInState: (providerSlug: string) => `${providerSlug}_auth_state`,
} as const;

/** postMessage types that end the sign-in popup flow. */
export const popupMessageTypes = (providerSlug: string) => ({
  success: `${providerSlug.toUpperCase()}_AUTH_SUCCESS`,
  error: `${providerSlug.toUpperCase()}_AUTH_ERROR`,
});

export const SIGN_IN_CALLBACK_PATH = '/auth/callback';

/** Types given to someone who signs in for the first time; an admin changes them later. */
export const NEW_USER_TYPES: UserType[] = ['driver'];

/** `no_show`: not checked in `checkInGraceMinutes` after its start, so released (docs/decisions/029). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'active', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** A booking in one of these holds its vehicle (docs/architecture.md; the exclusion constraint agrees). */
export const BLOCKING_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'active'];
/** How a booking was checked in: its start-of-shift check, unlocking its vehicle, the Check in action, or an admin. */
export const CHECK_IN_METHODS = ['check', 'unlock', 'action', 'admin'] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];
/** A member may check in from this many minutes before the start. */
export const CHECK_IN_OPENS_MINUTES = 15;
/** With the setting `checkInNearVehicle`, a member checks in within this many metres of the vehicle's last position. */
export const CHECK_IN_RADIUS_METRES = 300;

/** Bookings may be made at most this many months ahead (both spec documents). */
export const MAX_ADVANCE_MONTHS = 6;
/** The monthly hour limit of a member whose own limit is not set. */
export const DEFAULT_MONTHLY_HOUR_LIMIT = 60;

/**
 * The limit of a user whose own is not set, by role (docs/spec/admin-app.md 5: "the default for their
 * role"): admins book for the service, so theirs is the whole month; every member type gets 60.
 */
export const defaultMonthlyHourLimit = (userTypes: readonly string[]) => (userTypes.includes('admin') ? MONTHLY_HOUR_LIMIT_MAX : DEFAULT_MONTHLY_HOUR_LIMIT);

/** The name an erased member keeps (their records stay, the person goes): the server writes it, the web says it in the reader's language. */
export const formerMemberName = (id: number) => `Former member #${id}`;
/** The id in an erased member's name, or undefined for anyone else's. */
export const formerMemberIdOf = (name: string): string | undefined => /^Former member #(\d+)$/.exec(name)?.[1];
