import type { Database } from '../../db/client.ts';
import { monthlyReportsSent } from '../../db/schema.ts';

/** The months whose reports went to admins: claiming one is an insert, so two instances send it once. */
export function createMonthlyReportsRepository(db: Database) {
  return {
    async claim(month: string): Promise<boolean> {
      const rows = await db.insert(monthlyReportsSent).values({ month }).onConflictDoNothing().returning({ month: monthlyReportsSent.month });
      return rows.length === 1;
    },
  };
}
export type MonthlyReportsRepository = ReturnType<typeof createMonthlyReportsRepository>;
