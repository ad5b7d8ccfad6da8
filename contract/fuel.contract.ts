import { z } from 'zod';
import { isoDateTime, money } from './common.contract.ts';

/** A fill of fuel (docs/decisions/027): from the return checklist or on its own. */
export const fuelEntryRequest = z.object({
  litres: z.number({ error: 'Litres must be a number' }).gt(0, 'Litres must be more than 0').max(500, 'Litres are at most 500'),
  cost: money(100_000, '100,000'),
  odometer: z
    .number({ error: 'Mileage must be a number' })
    .int('Mileage is whole kilometres')
    .min(0, 'Mileage cannot be negative')
    .max(2_000_000, 'Mileage is at most 2,000,000 km')
    .nullish(),
  station: z.string().trim().max(200, 'The station is at most 200 characters').nullish(),
  /** When it was filled (default now); a time in the future is refused. */
  filledAt: isoDateTime('filledAt must be a date and time').optional(),
  /** The receipt, an image as base64 (with or without a data: prefix). */
  receiptPhoto: z.string({ error: 'The receipt must be an image data string' }).nullish(),
});
export type FuelEntryRequest = z.infer<typeof fuelEntryRequest>;

/** A rise of the tracker's fuel level (points of %, or litres) smaller than this is no fill. */
export const FILL_RISE = 5;

/** What the tracker's fuel level showed around the fill: a rise, none, or nothing to go by. */
export const TRACKER_FUEL_VERDICTS = ['fill', 'no_fill', 'unknown'] as const;

export const fuelEntry = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  userName: z.string().nullable(),
  litres: z.number(),
  cost: z.number(),
  odometer: z.number().int().nullable(),
  station: z.string().nullable(),
  filledAt: z.string(),
  hasReceipt: z.boolean(),
  /** The tracker's fuel level before and after; `no_fill` is flagged: a fill it did not see. */
  trackerSaw: z.enum(TRACKER_FUEL_VERDICTS),
  trackerRise: z.number().nullable(),
});
export type FuelEntry = z.infer<typeof fuelEntry>;

export const vehicleCostsQuery = z.object({
  month: z
    .string({ error: 'month must look like 2026-11' })
    .regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, 'month must look like 2026-11')
    .optional(),
});

export const vehicleCost = z.object({
  vehicleId: z.number().int(),
  vehicleNumber: z.string(),
  km: z.number(),
  fuelLitres: z.number(),
  fuelCost: z.number(),
  workOrderCost: z.number(),
  totalCost: z.number(),
  /** null when the vehicle drove under 1 km that month. */
  costPerKm: z.number().nullable(),
  fills: z.number().int(),
  /** Fills the tracker's fuel level did not show. */
  flaggedFills: z.number().int(),
  /** The reverse: rises of the tracker's fuel level with no fill recorded (from the report before to the one that showed it). */
  unrecordedFills: z.array(z.object({ fromAt: z.string(), at: z.string(), rise: z.number() })),
});
export const vehicleCosts = z.object({ month: z.string(), vehicles: z.array(vehicleCost) });
export type VehicleCosts = z.infer<typeof vehicleCosts>;
