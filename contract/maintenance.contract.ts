import { z } from 'zod';
import { VEHICLE_CATEGORIES } from './constants.ts';

const label = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is at most 200 characters`);
const whole = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} is at least ${min}`)
    .max(max, `${name} is at most ${max}`);

/** A service every `everyKm` km or `everyMonths` months, whichever comes first; due soon within the margins. */
export const maintenanceProgram = z
  .object({
    key: z
      .string({ error: 'Each programme needs a key' })
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'A programme key is 1 to 40 lower-case letters, digits, - or _ (e.g. oil-service)'),
    name: label('The English name'),
    nameHe: label('The Hebrew name'),
    everyKm: whole('The distance', 100, 1_000_000).nullish(),
    everyMonths: whole('The months', 1, 120).nullish(),
    dueSoonKm: whole('The due-soon distance', 0, 100_000).default(1000),
    dueSoonDays: whole('The due-soon days', 0, 365).default(14),
  })
  .refine((p) => !!p.everyKm || !!p.everyMonths, { message: 'A programme needs a distance, a number of months or both', path: ['everyKm'] });
export type MaintenanceProgram = z.output<typeof maintenanceProgram>;

export const maintenanceProgramsBody = z.object({
  programs: z
    .array(maintenanceProgram, { error: 'programs must be a list' })
    .max(20, 'A category has at most 20 programmes')
    .refine((programs) => new Set(programs.map((p) => p.key)).size === programs.length, 'Each programme needs its own key'),
});
export type MaintenanceProgramsBody = z.input<typeof maintenanceProgramsBody>;

export const maintenancePrograms = z.object({
  category: z.enum(VEHICLE_CATEGORIES),
  programs: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      nameHe: z.string(),
      everyKm: z.number().int().nullable(),
      everyMonths: z.number().int().nullable(),
      dueSoonKm: z.number().int(),
      dueSoonDays: z.number().int(),
    }),
  ),
});

export const MAINTENANCE_STATES = ['ok', 'due_soon', 'overdue'] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];

export const programDue = z.object({
  key: z.string(),
  name: z.string(),
  nameHe: z.string(),
  everyKm: z.number().int().nullable(),
  everyMonths: z.number().int().nullable(),
  /** The last service (or when counting began: `baseline`). */
  lastService: z.object({ date: z.string(), odometer: z.number().nullable(), baseline: z.boolean() }),
  nextDue: z.object({ km: z.number().nullable(), date: z.string().nullable() }),
  /** When it will be due at the last 30 days' pace: the earlier of its date and the day its km are reached. */
  forecastDate: z.string().nullable(),
  kmLeft: z.number().nullable(),
  daysLeft: z.number().int().nullable(),
  state: z.enum(MAINTENANCE_STATES),
});
export type ProgramDue = z.infer<typeof programDue>;

export const vehicleMaintenance = z.object({
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  odometer: z.number().nullable(),
  /** km a day over the last 30 days, as the tracker measured them. */
  kmPerDay: z.number(),
  programs: z.array(programDue),
});
export type VehicleMaintenance = z.infer<typeof vehicleMaintenance>;
