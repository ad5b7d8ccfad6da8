import { z } from 'zod';
import { pathId } from './common.contract.ts';

/** Admin lists (docs/spec/admin-app.md 9): urgent up to 30 days, warning up to 90, upcoming up to 180. */
export const LICENCE_URGENT_DAYS = 30;
export const LICENCE_WARNING_DAYS = 90;
export const LICENCE_UPCOMING_DAYS = 180;
/** The member's own alert: destructive at 20 days or fewer, plain at 90 or fewer. */
export const LICENCE_ALERT_DAYS = { destructive: 20, notice: 90 } as const;
/** The days before expiry at which the member is told (a daily job; 0 is the day it lapses). */
export const LICENCE_NOTICE_DAYS = [90, 30, 20, 0] as const;

export const licenceValidation = z.object({
  validation: z.object({
    isValid: z.boolean(),
    /** Null when no expiry date is on file. */
    daysUntilExpiry: z.number().int().nullable(),
    expiryStatus: z.enum(['valid', 'expiring_soon', 'expired']),
    /** What is not on file, whatever language the texts are in. */
    missing: z.array(z.enum(['licenseNumber', 'licenseExpiryDate'])),
    /** errors, warnings and warning.message: in the reader's language (profile, else Accept-Language). */
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
  }),
  warning: z.object({ severity: z.enum(['error', 'warning', 'info']), message: z.string() }).nullable(),
});
export type LicenceValidation = z.infer<typeof licenceValidation>;

export const licenceAlert = z.object({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  licenseNumber: z.string().nullable(),
  expiryDate: z.string(),
  /** Negative: expired that many days ago. */
  daysUntilExpiry: z.number().int(),
  alertType: z.enum(['urgent', 'warning', 'info']),
});
export type LicenceAlert = z.infer<typeof licenceAlert>;

export const licenceDashboard = z.object({
  totalLicenses: z.number().int(),
  expiredLicenses: z.number().int(),
  urgentRenewals: z.number().int(),
  warningRenewals: z.number().int(),
  upcomingRenewals: z.number().int(),
  recentlyExpired: z.array(licenceAlert),
  urgentAlerts: z.array(licenceAlert),
});
export type LicenceDashboard = z.infer<typeof licenceDashboard>;

export const licenceNotificationsResult = z.object({ checked: z.number().int(), generated: z.number().int() });

/** Licence images: at most this large each (decoded). */
export const LICENCE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const licenceAnalysisRequest = z.object({
  /** Base64 image bytes without a data: URL prefix. */
  frontImage: z.string({ error: 'Please upload at least the front side of your license' }).min(1, 'Please upload at least the front side of your license'),
  backImage: z.string().nullish(),
});

export const extractedLicence = z.object({
  licenseNumber: z.string().nullable(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  licenseClass: z.string().nullable(),
  issuingAuthority: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  restrictions: z.string().nullable(),
  endorsements: z.string().nullable(),
});
export type ExtractedLicence = z.infer<typeof extractedLicence>;

export const licenceAnalysis = z.object({
  success: z.boolean(),
  /** 0 to 1: the OCR's confidence times the share of the key fields found. */
  confidence: z.number(),
  extractedData: extractedLicence,
  errors: z.array(z.string()),
  rawText: z.string(),
  /** Where the stored front image can be read (the owner and admins only). */
  frontScanUrl: z.string(),
});
export type LicenceAnalysis = z.infer<typeof licenceAnalysis>;

/** A phone-photo hand-off lives this long (docs/spec/admin-app.md 2.4). */
export const PHOTO_CAPTURE_MINUTES = 10;
export const photoCaptureSides = z.enum(['front', 'back'], { error: 'side must be front or back' });

export const photoCaptureStart = z.object({ side: photoCaptureSides });
export const photoCaptureSession = z.object({
  sessionId: z.string(),
  side: photoCaptureSides,
  /** What the QR code holds: the phone page with session, side and user. */
  url: z.string(),
  expiresAt: z.string(),
});
export type PhotoCaptureSession = z.infer<typeof photoCaptureSession>;
export const photoCaptureParams = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Unknown photo session') });
export const photoUpload = z.object({
  /** The user id of the link, checked against the session. */
  user: pathId('user must be a user id (a number)'),
  /** Base64 image, with or without a data: URL prefix. */
  image: z.string({ error: 'Please take or choose a photo' }).min(1, 'Please take or choose a photo'),
});
export const capturedPhoto = z.object({ side: photoCaptureSides, image: z.string(), contentType: z.string() });
