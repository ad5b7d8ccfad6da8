import { z } from 'zod';
import { calendarDate, isoDateTime } from './common.contract.ts';
import { VEHICLE_CATEGORIES, type VehicleCategory } from './constants.ts';

/**
 * What an item of a start-of-shift check asks (docs/decisions/027): whether a thing is there
 * (present, short, or to replace, with a note), a number with its minimum (oxygen bar, fuel %),
 * a seal's number (a change is recorded), or an expiry date.
 */
export const CHECK_ITEM_KINDS = ['presence', 'number', 'seal', 'expiry'] as const;
export type CheckItemKind = (typeof CHECK_ITEM_KINDS)[number];
export const PRESENCE_ANSWERS = ['present', 'short', 'replace'] as const;
export const CHECK_RESULTS = ['passed', 'failed'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
/** How a booking stands with its check: what the Reservations Diary shows. */
export const CHECK_STATES = ['not_yet', 'passed', 'failed', 'waived'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** From this long before a booking starts its holder may do the check. */
export const CHECK_OPENS_MINUTES_BEFORE = 60;
export const CHECK_ITEMS_MAX = 80;

/**
 * A category in a path: its name as the fleet writes it (`BLS Vehicles`), in any case, or its
 * short form (`bls`, `als`, `ambulance`): the first word, without a plural s.
 */
export const categorySlug = (category: string) => category.trim().toLowerCase().split(/\s+/)[0]!.replace(/s$/, '');
export const categoryOf = (given: string): VehicleCategory | undefined =>
  VEHICLE_CATEGORIES.find((c) => c.toLowerCase() === given.trim().toLowerCase()) ?? VEHICLE_CATEGORIES.find((c) => categorySlug(c) === categorySlug(given));
const categoryMessage = `category must be one of ${VEHICLE_CATEGORIES.join(', ')} (or its short form: ${VEHICLE_CATEGORIES.map(categorySlug).join(', ')})`;
export const categoryParams = z.object({
  category: z
    .string({ error: categoryMessage })
    .max(60, categoryMessage)
    .transform((given, context) => categoryOf(given) ?? (context.addIssue({ code: 'custom', message: categoryMessage }), z.NEVER)),
});

const label = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is at most 200 characters`);

/** One item of a template, English and Hebrew; `key` names it across versions, so an unchanged answer carries over. */
export const checkItem = z
  .object({
    key: z
      .string({ error: 'Each item needs a key' })
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'An item key is 1 to 40 lower-case letters, digits, - or _ (e.g. oxygen-main)'),
    kind: z.enum(CHECK_ITEM_KINDS, { error: `An item's kind is one of ${CHECK_ITEM_KINDS.join(', ')}` }),
    label: label('The English label'),
    labelHe: label('The Hebrew label'),
    critical: z.boolean({ error: 'critical must be true or false' }).default(false),
    /** A number item's least acceptable value. */
    minimum: z.number({ error: 'The minimum must be a number' }).min(-1_000_000).max(1_000_000).nullish(),
    unit: z.string().trim().max(20, 'A unit is at most 20 characters').nullish(),
  })
  .refine((item) => item.kind !== 'number' || typeof item.minimum === 'number', { message: 'A number item needs its minimum', path: ['minimum'] });
export type CheckItem = z.infer<typeof checkItem>;

export const checkTemplateBody = z.object({
  items: z
    .array(checkItem, { error: 'items must be a list' })
    .min(1, 'A check needs at least one item')
    .max(CHECK_ITEMS_MAX, `A check has at most ${CHECK_ITEMS_MAX} items`)
    .refine((items) => new Set(items.map((i) => i.key)).size === items.length, 'Each item needs its own key'),
});
export type CheckTemplateBody = z.input<typeof checkTemplateBody>;

export const checkTemplate = z.object({
  category: z.enum(VEHICLE_CATEGORIES),
  version: z.number().int(),
  items: z.array(checkItem),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type CheckTemplate = z.infer<typeof checkTemplate>;

/** The answer to one item, by its key: the field of its kind, and a note. */
export const checkAnswer = z.object({
  key: z.string({ error: 'Each answer names its item by key' }).max(40, 'An item key is at most 40 characters'),
  presence: z.enum(PRESENCE_ANSWERS, { error: `A presence answer is one of ${PRESENCE_ANSWERS.join(', ')}` }).optional(),
  value: z.number({ error: 'A number answer must be a number' }).min(-1_000_000).max(1_000_000).optional(),
  seal: z.string().trim().max(40, 'A seal number is at most 40 characters').optional(),
  expiry: calendarDate('An expiry is a date like 2027-05-01').optional(),
  note: z.string().trim().max(500, 'A note is at most 500 characters').optional(),
});
export type CheckAnswer = z.infer<typeof checkAnswer>;

export const submitCheckRequest = z.object({
  /** The template version the check was done on (a phone offline may have an older one). */
  templateVersion: z.number({ error: 'templateVersion must be a whole number' }).int('templateVersion must be a whole number').positive().max(1_000_000),
  answers: z.array(checkAnswer, { error: 'answers must be a list' }).max(CHECK_ITEMS_MAX, `A check has at most ${CHECK_ITEMS_MAX} answers`),
  /** When the check was done, by the phone's clock (sent later when it was offline); kept within the check's window. */
  doneAt: isoDateTime('doneAt must be a date and time').optional(),
  /** The phone's id of this check: the same check sent again (a retry) answers what was recorded. */
  clientId: z.uuid('clientId must be a UUID').optional(),
});
export type SubmitCheckRequest = z.infer<typeof submitCheckRequest>;

/** Why an item did not pass: below its minimum, short, to replace, expired, or no answer. */
export const ITEM_FINDINGS = ['ok', 'short', 'replace', 'below_minimum', 'expired', 'expires_soon', 'unanswered', 'seal_changed'] as const;
export type ItemFinding = (typeof ITEM_FINDINGS)[number];

export const checkedItem = z.object({
  key: z.string(),
  label: z.string(),
  labelHe: z.string(),
  kind: z.enum(CHECK_ITEM_KINDS),
  critical: z.boolean(),
  answer: checkAnswer.nullable(),
  finding: z.enum(ITEM_FINDINGS),
  /** The item stops the vehicle (critical and not ok) or asks for a restock (not critical and not ok). */
  fault: z.boolean(),
});
export type CheckedItem = z.infer<typeof checkedItem>;

export const vehicleCheck = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  category: z.enum(VEHICLE_CATEGORIES),
  templateVersion: z.number().int(),
  result: z.enum(CHECK_RESULTS),
  items: z.array(checkedItem),
  doneAt: z.string(),
  receivedAt: z.string(),
  documentId: z.number().int().nullable(),
});
export type VehicleCheck = z.infer<typeof vehicleCheck>;

export const checkWaiver = z.object({ by: z.string().nullable(), reason: z.string(), at: z.string() });

/** What the holder needs to do the check: the template, the last answers on this vehicle, and where the booking stands. */
export const bookingVehicleCheck = z.object({
  bookingId: z.number().int(),
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  state: z.enum(CHECK_STATES),
  /** When the check opens (1 h before the start) and until when it may be done (the booking's end). */
  opensAt: z.string(),
  closesAt: z.string(),
  /** Whether the immobilizer code waits for a passed check (the setting, on a vehicle with an immobilizer). */
  codeNeedsCheck: z.boolean(),
  codeReleased: z.boolean(),
  template: checkTemplate,
  /** The last check of this vehicle's answers, by item key: an unchanged item is one tap. */
  previousAnswers: z.array(checkAnswer),
  check: vehicleCheck.nullable(),
  waiver: checkWaiver.nullable(),
});
export type BookingVehicleCheck = z.infer<typeof bookingVehicleCheck>;

export const waiveCheckRequest = z.object({
  reason: z.string({ error: 'A waiver needs its reason' }).trim().min(3, 'A waiver needs its reason').max(500, 'The reason is at most 500 characters'),
});
