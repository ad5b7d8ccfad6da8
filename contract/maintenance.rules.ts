import { addDays, addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { MaintenanceProgram, MaintenanceState } from './maintenance.contract.ts';

type Program = Pick<MaintenanceProgram, 'everyKm' | 'everyMonths' | 'dueSoonKm' | 'dueSoonDays'>;
const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * When a programme is next due, from its last service (a date, and the odometer then if known),
 * the odometer now, the pace of the last 30 days and today (all dates YYYY-MM-DD, Jerusalem days):
 * the next due km and date, the forecast (the earlier of the date and the day the km are reached
 * at this pace), what is left, and the state (overdue at either point, due soon within a margin).
 */
export function dueOf(program: Program, last: { date: string; odometer: number | null }, odometer: number | null, kmPerDay: number, today: string) {
  const nextKm = program.everyKm && last.odometer !== null ? last.odometer + program.everyKm : null;
  const nextDate = program.everyMonths ? day(addMonths(parseISO(last.date), program.everyMonths)) : null;
  const kmLeft = nextKm !== null && odometer !== null ? nextKm - odometer : null;
  const daysLeft = nextDate ? differenceInCalendarDays(parseISO(nextDate), parseISO(today)) : null;
  const kmDate = kmLeft !== null && kmPerDay > 0 ? day(addDays(parseISO(today), Math.max(0, Math.floor(kmLeft / kmPerDay)))) : null;
  const forecastDate = [nextDate, kmDate].filter((d): d is string => d !== null).sort()[0] ?? null;
  const forecastDays = forecastDate ? differenceInCalendarDays(parseISO(forecastDate), parseISO(today)) : null;
  const overdue = (kmLeft !== null && kmLeft <= 0) || (daysLeft !== null && daysLeft <= 0);
  const soon = (kmLeft !== null && kmLeft <= program.dueSoonKm) || (forecastDays !== null && forecastDays <= program.dueSoonDays);
  const state: MaintenanceState = overdue ? 'overdue' : soon ? 'due_soon' : 'ok';
  return { nextDue: { km: nextKm, date: nextDate }, forecastDate, kmLeft, daysLeft, state };
}
