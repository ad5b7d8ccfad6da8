import { z } from 'zod';
import { calendarDate, endAfterStartIssue, endsAfterStart, isoDateTime, pathId, recordId } from './common.contract.ts';
import { BOOKING_PURPOSES } from './constants.ts';
import { vehicleSummary } from './vehicles.contract.ts';

export const EVENT_TYPES = ['maintenance', 'holiday', 'training', 'emergency', 'meeting'] as const;
export const EVENT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const EVENT_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export const RULE_TYPES = ['operating_hours', 'blackout', 'maintenance_window', 'holiday'] as const;
/** Calendar events of these types keep vehicles from being booked while they are scheduled or in progress. */
export const BLOCKING_EVENT_TYPES: (typeof EVENT_TYPES)[number][] = ['maintenance', 'holiday', 'emergency'];

const instant = (required: string) => isoDateTime(`${required}: use an ISO 8601 date and time`);
const vehicleRef = recordId('vehicleId must be a vehicle id (a number) or null').nullable().default(null);

export const calendarEventInput = z
  .object({
    title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200),
    description: z.string().max(2000).nullable().optional(),
    startTime: z.string({ error: 'Start time is required' }).min(1, 'Start time is required').pipe(instant('Start time is required')),
    endTime: z.string({ error: 'End time is required' }).min(1, 'End time is required').pipe(instant('End time is required')),
    eventType: z.enum(EVENT_TYPES, { error: `eventType must be one of ${EVENT_TYPES.join(', ')}` }),
    vehicleId: vehicleRef,
    isAllDay: z.boolean().default(false),
    priority: z.enum(EVENT_PRIORITIES).default('normal'),
    status: z.enum(EVENT_STATUSES).default('scheduled'),
  })
  .refine(endsAfterStart, endAfterStartIssue);
export type CalendarEventInput = z.infer<typeof calendarEventInput>;

export const calendarEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  eventType: z.enum(EVENT_TYPES),
  vehicleId: z.number().int().nullable(),
  isAllDay: z.boolean(),
  priority: z.enum(EVENT_PRIORITIES),
  status: z.enum(EVENT_STATUSES),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time of day like 08:00');

export const availabilityRuleInput = z
  .object({
    ruleName: z.string({ error: 'Rule name is required' }).trim().min(1, 'Rule name is required').max(200),
    ruleType: z.enum(RULE_TYPES, { error: `ruleType must be one of ${RULE_TYPES.join(', ')}` }),
    vehicleId: vehicleRef,
    dayOfWeek: z.number().int().min(0, 'dayOfWeek is 0 (Sunday) to 6 (Shabbat)').max(6, 'dayOfWeek is 0 (Sunday) to 6 (Shabbat)').nullable().default(null),
    startTime: timeOfDay.nullable().default(null),
    endTime: timeOfDay.nullable().default(null),
    startDate: calendarDate().nullable().default(null),
    endDate: calendarDate().nullable().default(null),
    description: z.string().max(2000).nullable().optional(),
    priority: z
      .number({ error: 'priority must be a whole number from -1000 to 1000' })
      .int('priority must be a whole number from -1000 to 1000')
      .min(-1000, 'priority must be a whole number from -1000 to 1000')
      .max(1000, 'priority must be a whole number from -1000 to 1000')
      .default(0),
    isActive: z.boolean().default(true),
  })
  .refine((r) => !r.startTime || !r.endTime || r.endTime > r.startTime, {
    message: 'The end time of day must be after the start time of day.',
    path: ['endTime'],
  })
  .refine((r) => !r.startDate || !r.endDate || r.endDate >= r.startDate, { message: 'The end date must not be before the start date.', path: ['endDate'] });
export type AvailabilityRuleInput = z.infer<typeof availabilityRuleInput>;

export const availabilityRule = z.object({
  id: z.number().int(),
  ruleName: z.string(),
  ruleType: z.enum(RULE_TYPES),
  vehicleId: z.number().int().nullable(),
  dayOfWeek: z.number().int().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string().nullable(),
  priority: z.number().int(),
  isActive: z.boolean(),
});
export type AvailabilityRule = z.infer<typeof availabilityRule>;

export const dateQuery = z.object({
  date: calendarDate('date must look like 2026-05-01'),
});

export const availabilityEntry = z.object({
  ...vehicleSummary.shape,
  bookable: z.boolean(),
  utilizationToday: z.number(),
  maintenanceScheduled: z.boolean(),
  nextAvailable: z.string().nullable(),
  conflictingBookings: z.array(
    z.object({
      id: z.number().int(),
      startTime: z.string(),
      endTime: z.string(),
      isEmergency: z.boolean(),
      status: z.string(),
      /** Other members' names are shown to admins only. */
      userName: z.string().nullable(),
      mine: z.boolean(),
    }),
  ),
});
export type AvailabilityEntry = z.infer<typeof availabilityEntry>;

export const fleetOverview = z.object({
  totalVehicles: z.number().int(),
  availableNow: z.number().int(),
  onCall: z.number().int(),
  maintenance: z.number().int(),
  peakHours: z.array(z.string()),
  recommendedSlots: z.array(
    z.object({
      startTime: z.string(),
      endTime: z.string(),
      confidence: z.enum(['high', 'medium', 'low']),
      availableVehicles: z.number().int(),
    }),
  ),
});
export type FleetOverview = z.infer<typeof fleetOverview>;

export const diaryQuery = dateQuery.extend({
  view: z.enum(['day', 'week'], { error: 'view must be day or week' }).default('day'),
  /** One vehicle only: its card, and the summary tiles of it alone. */
  vehicleId: pathId('vehicleId must be a positive whole number').optional(),
});

const diaryBooking = z.object({
  id: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** What it is for (BOOKING_PURPOSES): shown to everyone, like the emergency flag. */
  purpose: z.enum(BOOKING_PURPOSES).nullable(),
  /** Its notes: to its member and admins only. */
  notes: z.string().nullable(),
  isEmergency: z.boolean(),
  status: z.string(),
  user: z.object({ name: z.string().nullable() }),
  mine: z.boolean(),
});

export const bookingDiary = z.object({
  view: z.enum(['day', 'week']),
  startDate: z.string(),
  endDate: z.string(),
  summary: z.object({ available: z.number().int(), activeBookings: z.number().int(), emergencyCalls: z.number().int(), maintenance: z.number().int() }),
  vehicles: z.array(
    z.object({
      ...vehicleSummary.shape,
      /** The diary's status of the vehicle in the shown days (docs/spec/admin-app.md 2.11). */
      status: z.enum(['available', 'booked', 'maintenance', 'out_of_service', 'emergency']),
      bookings: z.array(diaryBooking),
      /** One entry per day of the view: utilization of 24 h and booked hours. */
      days: z.array(z.object({ date: z.string(), utilization: z.number(), totalHours: z.number(), bookingIds: z.array(z.number().int()) })),
    }),
  ),
});
export type BookingDiary = z.infer<typeof bookingDiary>;

/** A booking that holds a vehicle when a new or changed event or rule would keep it from being booked: the admin decides what to do with it. */
export const affectedBooking = z.object({ id: z.number().int(), vehicleNumber: z.string(), userName: z.string(), startTime: z.string(), endTime: z.string() });
export const calendarEventResult = calendarEvent.extend({ affectedBookings: z.array(affectedBooking) });
export const availabilityRuleResult = availabilityRule.extend({ affectedBookings: z.array(affectedBooking) });
export type AffectedBooking = z.infer<typeof affectedBooking>;
