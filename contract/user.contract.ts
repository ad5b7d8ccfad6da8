import { z } from 'zod';
import { calendarDate } from './common.contract.ts';
import { LANGUAGES, MONTHLY_HOUR_LIMIT_MAX, USER_TYPES } from './constants.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const drivingPenalties = z.object({
  hasConvictions: z.boolean(),
  convictionDetails: z.string().nullable(),
  hasPoints: z.boolean(),
  currentPoints: z.number().int().min(0).max(12).nullable(),
  hasBan: z.boolean(),
  banDetails: z.string().nullable(),
  hasRefusedInsurance: z.boolean(),
  insuranceRefusalDetails: z.string().nullable(),
});
export type DrivingPenalties = z.infer<typeof drivingPenalties>;

/** The driving record of a member who has declared nothing against them. */
export const NO_PENALTIES: DrivingPenalties = {
  hasConvictions: false,
  convictionDetails: null,
  hasPoints: false,
  currentPoints: null,
  hasBan: false,
  banDetails: null,
  hasRefusedInsurance: false,
  insuranceRefusalDetails: null,
};

/** The user as the shell and the profile see it (both spec documents, section 3). */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
  userTypes: z.array(z.enum(USER_TYPES)),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  monthlyHourLimit: z.number().int().nullable(),
  preferredEmail: z.string().nullable(),
  /** An address the member asked notices to go to, waiting for them to open the link sent to it. */
  pendingPreferredEmail: z.string().nullable(),
  phone: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  dateOfBirth: isoDate.nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  licenseClass: z.string().nullable(),
  licenseCountryOfIssue: z.string().nullable(),
  licenseIssueDate: isoDate.nullable(),
  licenseExpiryDate: isoDate.nullable(),
  licenseIssuingAuthority: z.string().nullable(),
  licenseRestrictions: z.string().nullable(),
  licenseEndorsements: z.string().nullable(),
  licenseOrganDonor: z.boolean().nullable(),
  licenseVeteran: z.boolean().nullable(),
  licenseFrontScanUrl: z.string().nullable(),
  /** A front scan of the licence is on file (User Management's 'Scanned' badge). */
  hasLicenceScan: z.boolean(),
  /** When an admin approved the licence scan; null while unverified (docs/decisions/017). */
  licenseVerifiedAt: z.string().nullable(),
  bloodType: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  allergies: z.string().nullable(),
  disabilities: z.string().nullable(),
  drivingPenalties,
  profileComplete: z.boolean(),
  /** The language the member chose; null: their browser's. */
  language: z.enum(LANGUAGES).nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

/** Fields that must be filled for the profile to count as complete (docs/spec/member-app.md 3). */
export const PROFILE_COMPLETION_FIELDS = [
  'preferredEmail',
  'phone',
  'whatsappNumber',
  'address',
  'emergencyContactName',
  'emergencyContactPhone',
  'licenseNumber',
  'licenseExpiryDate',
  'licenseFrontScanUrl',
] as const satisfies readonly (keyof User)[];

export const userList = z.array(user);

/** The link's token, from the e-mail that confirms a new notification address (docs/decisions/022). */
export const notificationEmailConfirmation = z.object({ token: z.string().min(1).max(200) }).strict();
export const notificationEmailConfirmed = z.object({ preferredEmail: z.string() });

export { idParams as userIdParams } from './common.contract.ts';

export const LICENSE_COUNTRIES = ['Israel', 'United Kingdom', 'United States', 'Canada', 'Australia', 'Other'] as const;
export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** licenseOrganDonor and licenseVeteran exist only on licences of this country. */
export const US_ONLY_COUNTRY = 'United States';

/**
 * A phone number as people type it: Israeli numbers (050-123-4567, 02 999 1234, 972…) become
 * +972 form; other international numbers keep their + form.
 */
export function normalisePhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+')) return digits.length >= 9 && digits.length <= 16 ? digits : null;
  if (digits.startsWith('972')) return digits.length >= 11 && digits.length <= 12 ? `+${digits}` : null;
  if (digits.startsWith('0') && (digits.length === 9 || digits.length === 10)) return `+972${digits.slice(1)}`;
  return null;
}

const PHONE_MESSAGE = 'Enter a phone number like 050-123-4567 or +972 50 123 4567';
const phone = z
  .string()
  .trim()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const normal = normalisePhone(value);
    if (!normal) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return normal;
  });
const text = (max: number, name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} is at most ${max} characters`)
    .nullable()
    .transform((v) => v || null);
const day = (name: string) => z.union([calendarDate(`${name}: use a date like 2026-05-01`), z.literal(''), z.null()]).transform((v) => v || null);
/** One of the choices, or empty (stored as null). */
const oneOf = <T extends string>(choices: readonly T[], message: string) =>
  z
    .string({ error: message })
    .nullable()
    .refine((v) => !v || (choices as readonly string[]).includes(v), message)
    .transform((v) => (v || null) as T | null);
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** The admin's licence country choices (docs/spec/admin-app.md 2.8); UK and USA are stored as the profile names them. */
export const ADMIN_LICENSE_COUNTRIES = ['Israel', 'UK', 'USA', 'Canada', 'Australia', 'South Africa'] as const;
/** Countries as the admin's choices and spreadsheets write them, to the names the profile keeps. */
const COUNTRY_ALIASES: Record<string, (typeof LICENSE_COUNTRIES)[number]> = {
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  usa: 'United States',
  us: 'United States',
};
/** Every country a licence may be stored with: the profile's and the admin's choices. */
export const STORED_LICENSE_COUNTRIES = [...LICENSE_COUNTRIES, 'South Africa'] as const;
/** A stored country as the admin's choices name it ('United Kingdom' is their 'UK'). */
export const adminCountryChoice = (stored: string | null) =>
  (({ 'United Kingdom': 'UK', 'United States': 'USA' }) as Record<string, string>)[stored ?? ''] ?? stored;
/** A country as written (any case, UK, USA…) as the licence keeps it; undefined when it is none of ours. */
export const storedCountryOf = (written: string): (typeof STORED_LICENSE_COUNTRIES)[number] | undefined =>
  STORED_LICENSE_COUNTRIES.find((c) => c.toLowerCase() === written.toLowerCase()) ?? COUNTRY_ALIASES[written.toLowerCase()];
const adminCountry = z
  .string({ error: 'Licence country must be text' })
  .nullable()
  .transform((v) => (v ? (storedCountryOf(v) ?? v) : null))
  .refine(
    (v) => v === null || (STORED_LICENSE_COUNTRIES as readonly string[]).includes(v),
    `Licence country must be one of ${ADMIN_LICENSE_COUNTRIES.join(', ')}`,
  );

/** What an admin sets of a user (docs/spec/admin-app.md 2.8: Basic Info, Contact, License), plus the active flag. */
const adminUserFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z
    .email('Invalid email')
    .max(320)
    .transform((v) => v.toLowerCase()),
  phone,
  address: z.string().trim().max(500).nullable(),
  userTypes: z.array(z.enum(USER_TYPES)).min(1, 'Choose at least one user type'),
  monthlyHourLimit: z.number().int().min(0).max(MONTHLY_HOUR_LIMIT_MAX, `Monthly hour limit is at most ${MONTHLY_HOUR_LIMIT_MAX}`).nullable(),
  isActive: z.boolean(),
  licenseNumber: text(50, 'Licence number'),
  licenseClass: text(50, 'Licence class'),
  licenseCountryOfIssue: adminCountry,
  licenseIssueDate: day('Licence issue date'),
  licenseExpiryDate: day('Licence expiry date'),
});

/** What the admin Edit User dialog sends: any of the fields. */
export const adminUserUpdate = adminUserFields.partial().strict();
/** One user added by hand beside the CSV upload: a name and an e-mail, the rest optional (types default to driver). */
export const adminUserCreate = adminUserFields.partial().required({ name: true, email: true }).strict();
export type AdminUserCreate = z.infer<typeof adminUserCreate>;
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

export const drivingPenaltiesUpdate = z.object({
  hasConvictions: flag('hasConvictions'),
  convictionDetails: text(2000, 'Conviction details'),
  hasPoints: flag('hasPoints'),
  currentPoints: z
    .number({ error: 'Current points must be a number from 0 to 12' })
    .int('Current points must be a whole number')
    .min(0, 'Current points must be 0 to 12')
    .max(12, 'Current points must be 0 to 12')
    .nullable(),
  hasBan: flag('hasBan'),
  banDetails: text(2000, 'Ban details'),
  hasRefusedInsurance: flag('hasRefusedInsurance'),
  insuranceRefusalDetails: text(2000, 'Insurance refusal details'),
});

/** What a member may change of their own profile (docs/spec/admin-app.md 2.2, 3, 5); every field optional. */
export const profileUpdate = z
  .object({
    email: z.never({ error: 'The email is linked to your work account and cannot be changed' }).optional(),
    firstName: text(100, 'First name'),
    lastName: text(100, 'Last name'),
    preferredEmail: z.union([z.email('Please enter a valid email address').max(320), z.literal(''), z.null()]).transform((v) => v || null),
    phone,
    whatsappNumber: phone,
    dateOfBirth: day('Date of birth'),
    address: text(500, 'Address'),
    city: text(100, 'City'),
    postalCode: text(20, 'Postal code'),
    emergencyContactName: text(200, 'Emergency contact name'),
    emergencyContactPhone: phone,
    licenseNumber: text(50, 'Licence number'),
    licenseClass: text(50, 'Licence class'),
    licenseCountryOfIssue: oneOf(STORED_LICENSE_COUNTRIES, `Licence country must be one of ${LICENSE_COUNTRIES.join(', ')}`),
    licenseIssueDate: day('Licence issue date'),
    licenseExpiryDate: day('Licence expiry date'),
    licenseIssuingAuthority: text(200, 'Issuing authority'),
    licenseRestrictions: text(500, 'Restrictions'),
    licenseEndorsements: text(500, 'Endorsements'),
    licenseOrganDonor: flag('licenseOrganDonor').nullable(),
    licenseVeteran: flag('licenseVeteran').nullable(),
    bloodType: oneOf(BLOOD_TYPES, `Blood type must be one of ${BLOOD_TYPES.join(', ')}`),
    medicalConditions: text(2000, 'Medical conditions'),
    allergies: text(2000, 'Allergies'),
    disabilities: text(2000, 'Disabilities'),
    drivingPenalties: drivingPenaltiesUpdate.partial(),
    language: oneOf(LANGUAGES, `Language must be one of ${LANGUAGES.join(', ')}`),
    monthlyHourLimit: z
      .number({ error: `Monthly hour limit must be a number from 0 to ${MONTHLY_HOUR_LIMIT_MAX}` })
      .int('Monthly hour limit must be a whole number')
      .min(0, `Monthly hour limit must be 0 to ${MONTHLY_HOUR_LIMIT_MAX}`)
      .max(MONTHLY_HOUR_LIMIT_MAX, `Monthly hour limit must be 0 to ${MONTHLY_HOUR_LIMIT_MAX}`)
      .nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdate>;
export type ProfileUpdateInput = z.input<typeof profileUpdate>;

/** GET /api/users: search (name, e-mail or phone), filter by type and status; all matching users unless a page is asked for. */
/** A user list's filter by whether the account may sign in. */
export const USER_STATUSES = ['active', 'inactive'] as const;

export const userListQuery = z.object({
  q: z.string().trim().max(200, 'q is at most 200 characters').optional(),
  userType: z.enum(USER_TYPES, { error: `userType must be one of ${USER_TYPES.join(', ')}` }).optional(),
  status: z.enum(USER_STATUSES, { error: 'status must be active or inactive' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000, 'page is at most 100000').optional(),
  pageSize: z.coerce.number().int().min(1).max(500, 'pageSize is at most 500').optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** DELETE /api/users/{id}: a user with history is deactivated and anonymised instead of deleted. */
export const deleteUserResult = z.object({
  outcome: z.enum(['deleted', 'anonymised']),
  message: z.string(),
});
export type DeleteUserResult = z.infer<typeof deleteUserResult>;

/** The columns of the bulk upload, in the template's order (docs/spec/admin-app.md 9). */
export const USER_CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'userTypes',
  'monthlyHourLimit',
  'firstName',
  'lastName',
  'dateOfBirth',
  'address',
  'city',
  'postalCode',
  'emergencyContactName',
  'emergencyContactPhone',
  'licenseNumber',
  'licenseExpiryDate',
  'licenseIssueDate',
  'licenseCountryOfIssue',
  'licenseClass',
] as const;
export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number];

/** The largest CSV file the bulk upload reads. */
export const USER_CSV_MAX_BYTES = 5 * 1024 * 1024;

/** A problem of the file: its line (1 is the header) and column when it is one cell's. */
export const csvProblem = z.object({
  line: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  /** The problem as data, as a refusal's (contract/errors.contract.ts): the app says it in the reader's language. */
  messageKey: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CsvProblem = z.infer<typeof csvProblem>;

/** A row as it will be written: the cells that were filled, normalised (phones +972, dates ISO, types as the list spells them). */
export const csvUserPreview = z.object({
  line: z.number().int(),
  action: z.enum(['create', 'update']),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userTypes: z.array(z.enum(USER_TYPES)),
  monthlyHourLimit: z.number().int().nullable(),
});

export const csvValidation = z.object({
  valid: z.boolean(),
  /** Rows in the file (the header not counted). */
  rows: z.number().int(),
  errors: z.array(csvProblem),
  warnings: z.array(csvProblem),
  /** The first 5 rows as they will be written. */
  preview: z.array(csvUserPreview),
});
export type CsvValidation = z.infer<typeof csvValidation>;

export const bulkUploadResult = z.object({ processed: z.number().int(), created: z.number().int(), updated: z.number().int() });
export type BulkUploadResult = z.infer<typeof bulkUploadResult>;
