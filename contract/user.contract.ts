import { z } from 'zod';
import { USER_TYPES } from './constants.ts';

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
  bloodType: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  allergies: z.string().nullable(),
  disabilities: z.string().nullable(),
  drivingPenalties,
  profileComplete: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

/** Fields that must be filled for the profile to count as complete (spec/member-app.md 3). */
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

export { idParams as userIdParams } from './common.contract.ts';

/** What the admin Edit User dialog sends (spec/admin-app.md 5), plus the active flag. */
export const adminUserUpdate = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    email: z.email('Invalid email').max(320),
    phone: z.string().trim().max(40).nullable(),
    address: z.string().trim().max(500).nullable(),
    userTypes: z.array(z.enum(USER_TYPES)).min(1, 'Choose at least one user type'),
    monthlyHourLimit: z.number().int().min(0).max(744, 'Monthly hour limit is at most 744').nullable(),
    isActive: z.boolean(),
  })
  .partial()
  .strict();
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;
