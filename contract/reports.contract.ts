import { z } from 'zod';
import { calendarDate } from './common.contract.ts';

/** The reports an EMS runs on (docs/decisions/033): each a table over Jerusalem days [from, to]. */
/** `infractions` is both kinds together; `speeding` and `night-rest` each alone. */
export const REPORT_NAMES = ['volunteer-hours', 'vehicle-use', 'no-shows', 'checks', 'infractions', 'speeding', 'night-rest'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** A year and a day: a year's report with its edges. */
export const REPORT_MAX_DAYS = 367;

export const reportParams = z.object({ report: z.enum(REPORT_NAMES, { error: `report must be one of ${REPORT_NAMES.join(', ')}` }) });

const days = { from: calendarDate('from must be a date like 2026-05-01'), to: calendarDate('to must be a date like 2026-05-01') };
const withinReach = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
      message: `Choose at most ${REPORT_MAX_DAYS} days`,
      path: ['to'],
    });

export const reportRange = withinReach(z.object(days));
export const reportFileQuery = withinReach(
  z.object({ ...days, format: z.enum(REPORT_FORMATS, { error: `format must be one of ${REPORT_FORMATS.join(', ')}` }).default('csv') }),
);

/** A cell: text or a number; an empty cell is empty text. */
export const reportCell = z.union([z.string(), z.number()]);
export type ReportCell = z.infer<typeof reportCell>;

/** A report as a table, its title and column names in the reader's language. */
export const reportTable = z.object({
  report: z.enum(REPORT_NAMES),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: z.enum(['text', 'number', 'time']) })),
  rows: z.array(z.array(reportCell)),
});
export type ReportTable = z.infer<typeof reportTable>;
export type ReportRange = z.infer<typeof reportRange>;
