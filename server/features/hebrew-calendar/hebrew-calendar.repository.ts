import { and, asc, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { holidays } from '../../db/schema.ts';

export type HolidayRow = typeof holidays.$inferSelect;
export type NewHoliday = typeof holidays.$inferInsert;

export function createHebrewCalendarRepository(db: Database) {
  return {
    between: (from: string, to: string): Promise<HolidayRow[]> =>
      db
        .select()
        .from(holidays)
        .where(and(gte(holidays.gregorianDate, from), lte(holidays.gregorianDate, to)))
        .orderBy(asc(holidays.gregorianDate), asc(holidays.id)),
    /** Adds the year's holidays; keeps what is there (and the admins' custom notes). */
    async upsertMany(rows: NewHoliday[]): Promise<number> {
      if (!rows.length) return 0;
      await db
        .insert(holidays)
        .values(rows)
        .onConflictDoUpdate({
          target: [holidays.gregorianDate, holidays.holidayNameEn],
          set: {
            holidayName: sql`excluded.holiday_name`,
            holidayType: sql`excluded.holiday_type`,
            hebrewDate: sql`excluded.hebrew_date`,
            workRestrictions: sql`excluded.work_restrictions`,
            description: sql`excluded.description`,
          },
        });
      return rows.length;
    },
  };
}
export type HebrewCalendarRepository = ReturnType<typeof createHebrewCalendarRepository>;
