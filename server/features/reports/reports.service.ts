import { reportFileOf, workbookOf, XLSX_TYPE, type ReportFile } from './report-files.ts';
import { reportTableOf, type ReportData } from './report-tables.ts';
import type { Language } from '../../../contract/constants.ts';
import { type ReportFormat, type ReportName, type ReportRange, type ReportTable } from '../../../contract/reports.contract.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Ports } from '../../ports.ts';
import { addLocalDays, daysBetween, localDayBounds } from '../../time.ts';

export interface ReportsDeps {
  bookings: Pick<Ports['bookings'], 'reservationsBetween'>;
  crew: Pick<Ports['crew'], 'seatHoldersOf'>;
  vehicles: Pick<Ports['vehicles'], 'activeVehicles'>;
  vehicleChecks: Pick<Ports['vehicleChecks'], 'doneBetween'>;
  fleetFigures: Pick<Ports['fleetFigures'], 'kmOf' | 'speedingRuns' | 'nightMovement' | 'speedLimitKmh'>;
}

/** What the trackers measured, read only for the reports that show it. */
/** The monthly workbook's sheets: infractions hold speeding and night rest both. */
const MONTHLY_REPORTS: ReportName[] = ['volunteer-hours', 'vehicle-use', 'no-shows', 'checks', 'infractions'];
const NEEDS_TRACKS: ReadonlySet<ReportName> = new Set(['vehicle-use', 'infractions', 'speeding', 'night-rest']);
const INFRACTIONS: ReadonlySet<ReportName> = new Set(['infractions', 'speeding', 'night-rest']);

/** The reports an EMS runs on (docs/decisions/033): gathered from the features that own the figures, then written as a table or a file. */
export function createReportsService(deps: ReportsDeps) {
  async function tracked(report: ReportName, vehicleIds: number[], { from, to }: ReportRange) {
    if (!NEEDS_TRACKS.has(report)) return { km: new Map<number, number>(), speeding: [], nights: [] };
    const { fleetFigures } = deps;
    const km = await fleetFigures.kmOf(vehicleIds, from, to);
    if (!INFRACTIONS.has(report)) return { km, speeding: [], nights: [] };
    const speeding = (
      await Promise.all(vehicleIds.map(async (vehicleId) => (await fleetFigures.speedingRuns(vehicleId, from, to)).map((r) => ({ ...r, vehicleId }))))
    ).flat();
    const nights: ReportData['nights'] = [];
    for (let i = 0; i <= daysBetween(from, to); i++) {
      const day = addLocalDays(from, i);
      const { start, end, moved } = await fleetFigures.nightMovement(vehicleIds, day);
      for (const [vehicleId, { minutes, runs }] of moved) if (runs > 0) nights.push({ vehicleId, day, start, end, minutes, runs });
    }
    return { km, speeding, nights };
  }

  async function gather(report: ReportName, range: ReportRange): Promise<ReportData> {
    const start = localDayBounds(range.from).from;
    const end = localDayBounds(range.to).to;
    const [rows, vehicles, checks] = await Promise.all([
      deps.bookings.reservationsBetween(start, end),
      deps.vehicles.activeVehicles(),
      report === 'checks' ? deps.vehicleChecks.doneBetween(start, end) : [],
    ]);
    const bookings = rows.map(({ booking, user }) => ({ ...booking, user }));
    const seatHolders = report === 'volunteer-hours' ? await deps.crew.seatHoldersOf(bookings.map((b) => b.id)) : [];
    const figures = await tracked(
      report,
      vehicles.map((v) => v.id),
      range,
    );
    return { ...range, start, end, bookings, seatHolders, vehicles, checks, ...figures, speedLimitKmh: deps.fleetFigures.speedLimitKmh() };
  }

  return {
    async table(admin: AuthContext, report: ReportName, range: ReportRange, language: Language): Promise<ReportTable> {
      assertAdmin(admin);
      return reportTableOf(report, await gather(report, range), language);
    },
    /** Every report of the span in one workbook, a sheet each (the monthly e-mail's attachment). */
    async workbook(range: ReportRange, language: Language): Promise<ReportFile> {
      const tables = [];
      for (const report of MONTHLY_REPORTS) tables.push(reportTableOf(report, await gather(report, range), language));
      return { type: XLSX_TYPE, fileName: `medfleet-reports_${range.from}_${range.to}.xlsx`, body: await workbookOf(tables, language) };
    },

    async file(admin: AuthContext, report: ReportName, range: ReportRange & { format: ReportFormat }, language: Language): Promise<ReportFile> {
      assertAdmin(admin);
      return reportFileOf(reportTableOf(report, await gather(report, range), language), range.format, language);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
