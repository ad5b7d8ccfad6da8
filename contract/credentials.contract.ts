import { z } from 'zod';
import { calendarDate, pathId } from './common.contract.ts';

/** The longest validity a credential type may give: 20 years. */
export const MAX_VALIDITY_MONTHS = 240;

const name = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(100, `${what} is at most 100 characters`);

/** A kind of credential the service recognises (docs/decisions/028): EMT, paramedic, an emergency-vehicle driving permit. */
export const credentialTypeRequest = z.object({
  name: name('The name'),
  nameHe: name('The Hebrew name'),
  /** How long one is valid from its issue, when its holder gives no expiry; null: it does not expire by time. */
  validityMonths: z
    .number({ error: 'Validity must be a number of months' })
    .int('Validity is whole months')
    .min(1, 'Validity is at least 1 month')
    .max(MAX_VALIDITY_MONTHS, `Validity is at most ${MAX_VALIDITY_MONTHS} months`)
    .nullable(),
  /** Whether a credential of this type counts only once an admin has reviewed its scan. */
  needsReview: z.boolean({ error: 'needsReview must be true or false' }),
});
export type CredentialTypeRequest = z.infer<typeof credentialTypeRequest>;

export const credentialTypeUpdate = credentialTypeRequest
  .extend({ active: z.boolean({ error: 'active must be true or false' }) })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send a name, nameHe, validityMonths, needsReview or active to change');
export type CredentialTypeUpdate = z.infer<typeof credentialTypeUpdate>;

export const credentialType = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHe: z.string(),
  validityMonths: z.number().int().nullable(),
  needsReview: z.boolean(),
  /** An inactive type is kept for the credentials that have it; no new one can be added. */
  active: z.boolean(),
});
export type CredentialType = z.infer<typeof credentialType>;

const credentialNumber = z.string().trim().max(100, 'The number is at most 100 characters');

/** A member's credential of a type: its number, when it was issued and when it expires. */
export const credentialRequest = z
  .object({
    typeId: z.number({ error: 'Choose a credential type' }).int('Choose a credential type').positive('Choose a credential type').max(2_147_483_647),
    number: credentialNumber.nullish(),
    issuedOn: calendarDate('The issue date must be a date like 2026-05-01').nullish(),
    /** Left out: the issue date and the type's validity give it. */
    expiresOn: calendarDate('The expiry date must be a date like 2026-05-01').nullish(),
  })
  .refine((c) => !c.issuedOn || !c.expiresOn || c.expiresOn > c.issuedOn, { message: 'The expiry date must be after the issue date', path: ['expiresOn'] });
export type CredentialRequest = z.infer<typeof credentialRequest>;

export const credentialUpdate = z
  .object({
    number: credentialNumber.nullish(),
    issuedOn: calendarDate('The issue date must be a date like 2026-05-01').nullish(),
    expiresOn: calendarDate('The expiry date must be a date like 2026-05-01').nullish(),
    /** An admin's word on the credential (audited); members cannot send it. */
    verified: z.boolean({ error: 'verified must be true or false' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send a number, issuedOn, expiresOn or verified to change')
  .refine((c) => !c.issuedOn || !c.expiresOn || c.expiresOn > c.issuedOn, { message: 'The expiry date must be after the issue date', path: ['expiresOn'] });
export type CredentialUpdate = z.infer<typeof credentialUpdate>;

/** Where a credential stands today: `unverified` waits for an admin's review of its scan. */
export const CREDENTIAL_STATES = ['valid', 'unverified', 'expired'] as const;

export const credential = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  typeId: z.number().int(),
  typeName: z.string(),
  typeNameHe: z.string(),
  number: z.string().nullable(),
  issuedOn: z.string().nullable(),
  /** null: it does not expire by time. */
  expiresOn: z.string().nullable(),
  verified: z.boolean(),
  state: z.enum(CREDENTIAL_STATES),
  updatedAt: z.string(),
});
export type Credential = z.infer<typeof credential>;

export const credentialParams = z.object({ id: pathId('id must be a positive whole number') });

/** A member's credential that lapsed or lapses soon (GET /api/admin/credentials/expiring): the credentials-expiry panel. */
export const credentialExpiry = z.object({
  credentialId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  typeName: z.string(),
  typeNameHe: z.string(),
  number: z.string().nullable(),
  expiresOn: z.string(),
  /** Negative: lapsed that many days ago. */
  daysUntilExpiry: z.number().int(),
  verified: z.boolean(),
});
export type CredentialExpiry = z.infer<typeof credentialExpiry>;

/** POST /api/admin/credentials/expiry-notices: how many credentials were looked at and how many notices went out. */
export const expiryNoticesResult = z.object({ checked: z.number().int(), generated: z.number().int() });

/** A credential's scan as handed in: a document that waits for an admin in Document Management. */
export const credentialScanReceipt = z.object({
  credentialId: z.number().int(),
  documentId: z.number().int(),
  status: z.literal('pending'),
});
export type CredentialScanReceipt = z.infer<typeof credentialScanReceipt>;
