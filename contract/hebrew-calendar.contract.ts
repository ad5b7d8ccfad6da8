import { z } from 'zod';
import { calendarDate } from './common.contract.ts';

export const HOLIDAY_TYPES = ['major', 'fast', 'special', 'candle_lighting', 'other'] as const;

export const holiday = z.object({
  id: z.number().int(),
  holidayName: z.string(),
  holidayNameEn: z.string(),
  holidayType: z.enum(HOLIDAY_TYPES),
  gregorianDate: z.string(),
  hebrewDate: z.string(),
  /** The Hebrew date in Hebrew letters. */
  hebrewDateHe: z.string(),
  durationDays: z.number().int(),
  workRestrictions: z.boolean(),
  description: z.string().nullable(),
  customNotes: z.string().nullable(),
});
export type Holiday = z.infer<typeof holiday>;

export const dateRangeQuery = z
  .object({ startDate: calendarDate().optional(), endDate: calendarDate().optional() })
  .refine((q) => !q.startDate || !q.endDate || q.endDate >= q.startDate, { message: 'endDate must not be before startDate', path: ['endDate'] });

/** A Shabbat or festival with its restricted period (docs/architecture.md). */
export const restrictedPeriod = z.object({
  name: z.string(),
  /** The same name in Hebrew ('שבת', 'ראש השנה 5787'), for the app in Hebrew. */
  hebrewName: z.string(),
  candleLighting: z.string(),
  havdalah: z.string(),
  restrictedStart: z.string(),
  restrictedEnd: z.string(),
});
export type RestrictedPeriod = z.infer<typeof restrictedPeriod>;

export const nextShabbatInfo = z.object({
  restrictedStart: z.string(),
  restrictedEnd: z.string(),
  candleLighting: z.string(),
  havdalah: z.string(),
  name: z.string(),
  hebrewName: z.string(),
});

export const yearParams = z.object({
  year: z.coerce
    .number({ error: 'year must be a year like 2027' })
    .int('year must be a year like 2027')
    .min(2000, 'year must be from 2000 to 2100')
    .max(2100, 'year must be from 2000 to 2100'),
});

export const syncResult = z.object({ success: z.literal(true), year: z.number().int(), holidays: z.number().int() });
export const initializeResult = z.object({ success: z.literal(true), years: z.array(z.number().int()), holidays: z.number().int() });
