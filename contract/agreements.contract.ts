import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/** 400 KB of PNG is a generous drawn signature; the data URL is about a third larger. */
export const MAX_SIGNATURE_BYTES = 400 * 1024;

export const signAgreementRequest = z.object({
  fullName: z.string({ error: 'Type your full name to sign' }).trim().min(2, 'Type your full name to sign').max(200),
  signature: z
    .string({ error: 'Draw your signature to sign' })
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG image (data:image/png;base64,…)')
    .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 30, 'The signature image is too large'),
  accepted: z.literal(true, { error: 'Accept the agreement to sign it' }),
  /** The language of the terms the member read (GET /api/agreements/terms answers it); English when absent. */
  language: z.enum(LANGUAGES).optional(),
});
export type SignAgreementRequest = z.infer<typeof signAgreementRequest>;

export const agreementStatus = z.object({
  bookingId: z.number().int(),
  fullName: z.string(),
  signedAt: z.string(),
  contentHash: z.string(),
  termsVersion: z.string(),
  termsLanguage: z.enum(LANGUAGES),
});
export type AgreementStatus = z.infer<typeof agreementStatus>;
