import type { Stats } from '../../../contract/dashboard.contract.ts';
import type { AuthContext } from '../../auth-context.ts';

export interface DashboardDeps {
  /** Bookings held now, hours this month, vehicles free now (the bookings feature). */
  memberFigures: (ctx: AuthContext) => Promise<Omit<Stats, 'pendingReports'>>;
  /** Unreviewed damage reports the caller sees (the damage-reports feature). */
  pendingReports: (ctx: AuthContext) => Promise<number>;
}

/** The stats band: figures of several features, gathered for one call. */
export function createDashboardService({ memberFigures, pendingReports }: DashboardDeps) {
  return {
    async stats(ctx: AuthContext): Promise<Stats> {
      const [figures, reports] = await Promise.all([memberFigures(ctx), pendingReports(ctx)]);
      return { ...figures, pendingReports: reports };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
