import { z } from 'zod';

/** A–Z and 2–9 without the look-alikes I, O, 0 and 1 (docs/architecture.md). */
export const IMMOBILIZER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const IMMOBILIZER_CODE_LENGTH = 6;
/** Wrong codes in a row that lock a member out of a vehicle's immobilizer, and for how long. */
export const IMMOBILIZER_MAX_WRONG_CODES = 5;
export const IMMOBILIZER_LOCK_MINUTES = 15;
/** A booking's code works from this long before its start (docs/architecture.md). */
export const IMMOBILIZER_CODE_LEAD_MINUTES = 60;

const CODE_REQUIRED = 'Please enter the immobilizer code';

/** The code a person types: trimmed and upper-cased, as the member dialog does (docs/spec/admin-app.md 5). */
export const immobilizerCodeInput = z
  .string({ error: CODE_REQUIRED })
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.string().min(1, CODE_REQUIRED).max(IMMOBILIZER_CODE_LENGTH, `The immobilizer code has at most ${IMMOBILIZER_CODE_LENGTH} characters`));

export const deactivateRequest = z.object({ code: immobilizerCodeInput });
export type DeactivateRequest = z.infer<typeof deactivateRequest>;

export const deviceCommand = z.object({
  id: z.number().int(),
  /** engineStop engages the immobilizer, engineResume releases it. */
  command: z.enum(['engineStop', 'engineResume']),
  /** pending until the device's telemetry shows it carried out. */
  status: z.enum(['pending', 'confirmed', 'superseded']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type DeviceCommandView = z.infer<typeof deviceCommand>;

/** What the code dialog and the fleet panels show of one vehicle's immobilizer. */
export const immobilizerState = z.object({
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  immobilizerEnabled: z.boolean(),
  /** As the device last reported it. */
  deviceStatus: z.enum(['active', 'inactive', 'unknown']),
  lastCommand: deviceCommand.nullable(),
  /** For the caller: locked out after too many wrong codes, until then. */
  lockedUntil: z.string().nullable(),
  attemptsLeft: z.number().int(),
});
export type ImmobilizerState = z.infer<typeof immobilizerState>;

export const immobilizerActionResult = z.object({ success: z.literal(true), message: z.string(), command: deviceCommand });
export type ImmobilizerActionResult = z.infer<typeof immobilizerActionResult>;

/** `check_needed`: the right code, held back until the booking's start-of-shift check passed (docs/decisions/027). */
export const IMMOBILIZER_OUTCOMES = ['accepted', 'wrong_code', 'no_booking', 'locked', 'not_enabled', 'moving', 'check_needed'] as const;

/** One line of the audit trail. */
export const immobilizerAttempt = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  action: z.enum(['activate', 'deactivate']),
  outcome: z.enum(IMMOBILIZER_OUTCOMES),
  createdAt: z.string(),
});
export type ImmobilizerAttempt = z.infer<typeof immobilizerAttempt>;

const ITURAN_CODE_MESSAGE = 'The Ituran code is 4 to 6 letters or digits';

/** PATCH /api/vehicles/{id} from the fleet panel; an empty ituranCode clears it. */
export const vehicleImmobilizerUpdate = z.strictObject(
  {
    immobilizerEnabled: z.boolean({ error: 'immobilizerEnabled must be true or false' }).optional(),
    ituranCode: z
      .string({ error: ITURAN_CODE_MESSAGE })
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.union([z.literal(''), z.string().regex(/^[A-Z0-9]{4,6}$/, ITURAN_CODE_MESSAGE)]))
      .nullable()
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Only immobilizerEnabled and ituranCode can be changed here, not ${issue.keys.join(', ')}` : undefined,
  },
);
export type VehicleImmobilizerUpdate = z.infer<typeof vehicleImmobilizerUpdate>;
