import { NIGHT_END_HOUR, NIGHT_START_HOUR, type Span } from './position-figures.ts';
import type { DayFigures, FuelRise, Night, RollUpRepository, SpeedingPart } from './roll-up.repository.ts';
import { localDateOf, localInstant } from '../../../contract/jerusalem-time.ts';
import type { Tx } from '../../events.ts';
import { addLocalDays, localDayBounds } from '../../time.ts';

const HOUR_MS = 3_600_000;
/** An hour is rolled up once its context (30 minutes after it) is over and 5 minutes more for the last reports. */
const HOUR_SETTLES_MS = 35 * 60_000;
/** Hours and nights one run rolls up at most, newest first: the first runs on a long history share the work. */
const HOURS_PER_RUN = 48;
const NIGHTS_PER_RUN = 14;
/** A run looks for late reports received this long back: more than the hour between runs. */
const LATE_LOOKBACK_MS = 2 * HOUR_MS;
/** Nights a late report may still belong to. */
const LATE_NIGHTS = 14;

export const nightOf = (day: string): Night => ({
  day,
  start: localInstant(day, NIGHT_START_HOUR),
  end: localInstant(addLocalDays(day, 1), NIGHT_END_HOUR),
});

/** The nights that started on the `count` days before the one of `moment`, newest first. */
const nightsBefore = (moment: Date, count: number) => Array.from({ length: count }, (_, i) => nightOf(addLocalDays(localDateOf(moment), -1 - i)));

/** The runs of consecutive hours of [from, to) that are not rolled up, as [start, end) in ms. */
function unrolledRuns(rolled: Set<number>, from: number, to: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let hour = from; hour < to; hour += HOUR_MS) {
    if (rolled.has(hour)) continue;
    const last = runs.at(-1);
    if (last && last[1] === hour) last[1] = hour + HOUR_MS;
    else runs.push([hour, hour + HOUR_MS]);
  }
  return runs;
}

/** km and fuel points of a vehicle on a Jerusalem day. */
export type DayUse = Pick<DayFigures, 'vehicleId' | 'day' | 'km' | 'fuelPoints'>;

/** A vehicle's driving over a span: distance, top speed, harsh events and runs above the speed limit. */
export type Driving = Pick<DayFigures, 'km' | 'topKmh' | 'accelerations' | 'brakings' | 'speedingRuns'>;

/** A run above the speed limit: its first and last report, its top speed and where that was. */
export type SpeedingRun = Omit<SpeedingPart, 'continued'>;

/** The runs the parts make, in time order: a part that goes on from the report before joins the run before it. */
export function speedingRunsOf(parts: SpeedingPart[]): SpeedingRun[] {
  const runs: SpeedingRun[] = [];
  for (const { continued, ...part } of [...parts].sort((a, b) => a.starts.localeCompare(b.starts))) {
    const run = runs.at(-1);
    if (!continued || !run) runs.push(part);
    else Object.assign(run, { ends: part.ends }, part.topKmh > run.topKmh ? { topKmh: part.topKmh, latitude: part.latitude, longitude: part.longitude } : {});
  }
  return runs;
}

interface Deps {
  repository: RollUpRepository;
  /** The speeding figures count runs above it (SPEED_LIMIT_KMH); hours rolled up with another are rolled up again. */
  speedLimitKmh: number;
  /** How far back positions are kept (the retention setting and a week): older periods have nothing to roll up. */
  historyDays: () => number;
  now?: () => Date;
}

/**
 * The fleet reports' figures per vehicle (docs/decisions/025): km and fuel by the hour, movement by
 * the night, read from the roll-up where it has the period and from the positions otherwise (the
 * last hour or so, a period a late report reopened), the same figure either way.
 */
export function createRollUp({ repository, speedLimitKmh, historyDays, now = () => new Date() }: Deps) {
  /** The rows of the span's rolled-up hours and of the rest read live: a day may come in parts, one from each. */
  async function read<Row>(
    span: Span,
    rolled: (from: Date, to: Date) => Promise<{ hours: number[]; rows: Row[] }>,
    live: (from: Date, to: Date) => Promise<Row[]>,
  ): Promise<Row[]> {
    const { from } = localDayBounds(span.from);
    const { to } = localDayBounds(span.to);
    const { hours, rows } = await rolled(from, to);
    for (const [start, end] of unrolledRuns(new Set(hours), from.getTime(), to.getTime())) rows.push(...(await live(new Date(start), new Date(end))));
    return rows;
  }

  return {
    /** km and fuel points per vehicle and Jerusalem day of the span (a day without reports is absent: 0). */
    async use(vehicleIds: number[], span: Span): Promise<Map<number, Map<string, DayUse>>> {
      const rows = await read(
        span,
        (from, to) => repository.rolledFigures(vehicleIds, from, to),
        (from, to) => repository.liveFigures(vehicleIds, from, to, speedLimitKmh),
      );
      const byVehicle = new Map(vehicleIds.map((id) => [id, new Map<string, DayUse>()]));
      for (const row of rows) {
        const days = byVehicle.get(row.vehicleId)!;
        const seen = days.get(row.day);
        const km = (seen?.km ?? 0) + row.km;
        days.set(row.day, { vehicleId: row.vehicleId, day: row.day, km, fuelPoints: (seen?.fuelPoints ?? 0) + row.fuelPoints });
      }
      return byVehicle;
    },

    /** The vehicle's driving over the span: the sum of its days', each day read on its own as its km are. */
    async driving(vehicleId: number, span: Span): Promise<Driving> {
      const rows = await read(
        span,
        (from, to) => repository.rolledFigures([vehicleId], from, to, speedLimitKmh),
        (from, to) => repository.liveFigures([vehicleId], from, to, speedLimitKmh),
      );
      return rows.reduce(
        (sum, row) => ({
          km: sum.km + row.km,
          topKmh: Math.max(sum.topKmh, row.topKmh),
          accelerations: sum.accelerations + row.accelerations,
          brakings: sum.brakings + row.brakings,
          speedingRuns: sum.speedingRuns + row.speedingRuns,
        }),
        { km: 0, topKmh: 0, accelerations: 0, brakings: 0, speedingRuns: 0 },
      );
    },

    /** The vehicle's runs above the speed limit in the span, in time order; a run does not go on past midnight. */
    async speedingRuns(vehicleId: number, span: Span): Promise<SpeedingRun[]> {
      return speedingRunsOf(
        await read(
          span,
          (from, to) => repository.rolledSpeedingParts(vehicleId, from, to, speedLimitKmh),
          (from, to) => repository.liveSpeedingParts(vehicleId, from, to, speedLimitKmh),
        ),
      );
    },

    /** The vehicles' rises of the fuel level (fills the trackers saw) in the span, in time order; hours rolled up before they were kept have none. */
    async fuelRises(vehicleIds: number[], span: Span): Promise<FuelRise[]> {
      const rises = await read(
        span,
        (from, to) => repository.rolledFuelRises(vehicleIds, from, to),
        (from, to) => repository.liveFuelRises(vehicleIds, from, to),
      );
      return rises.sort((a, b) => a.at.localeCompare(b.at));
    },

    /** Each vehicle's movement in the night that starts on the day: minutes and separate movements. */
    async night(vehicleIds: number[], day: string): Promise<Map<number, { minutes: number; runs: number }>> {
      const night = nightOf(day);
      const rows = (await repository.rolledNight(vehicleIds, night)) ?? (await repository.liveNight(vehicleIds, night));
      return new Map(rows.map(({ vehicleId, minutes, runs }) => [vehicleId, { minutes, runs }]));
    },

    /**
     * The odometers of vehicles whose trackers report none, moved on by the km of the hours rolled
     * up since they were last counted (`advance` moves them, on the count's transaction). An hour
     * is counted once, as it was first rolled up.
     */
    countGpsKm(advance: (tx: Tx, driven: { vehicleId: number; km: number }[]) => Promise<void>) {
      const settled = now().getTime() - HOUR_SETTLES_MS;
      return repository.countGpsKm(new Date(settled - (settled % HOUR_MS)), advance);
    },

    /**
     * The job's run: periods late reports changed are forgotten; those that are over, not rolled up
     * and without a position are marked so at once; the rest are rolled up, newest first; the days
     * whose every hour is now rolled up are summed.
     */
    async run(): Promise<{ reopened: number; hours: number; days: number; nights: number; empty: number }> {
      const moment = now();
      const reopened = await repository.forgetChanged(new Date(moment.getTime() - LATE_LOOKBACK_MS), nightsBefore(moment, LATE_NIGHTS));
      const oldest = new Date(moment.getTime() - historyDays() * 24 * HOUR_MS);
      const settled = new Date(moment.getTime() - HOUR_SETTLES_MS);
      let empty = await repository.markEmptyHours(oldest, settled, speedLimitKmh);
      const hours = await repository.unrolledHours(oldest, settled, speedLimitKmh, HOURS_PER_RUN);
      for (const hour of hours) await repository.rollUpHour(hour, speedLimitKmh);
      const days = await repository.rollUpDays(oldest, settled, speedLimitKmh);
      const over = nightsBefore(new Date(settled.getTime() - NIGHT_END_HOUR * HOUR_MS), Math.min(historyDays(), 400));
      const { marked, left } = await repository.markEmptyNights(await repository.unrolledNights(over));
      empty += marked;
      const nights = left.slice(0, NIGHTS_PER_RUN);
      for (const night of nights) await repository.rollUpNight(night);
      return { reopened, hours: hours.length, days, nights: nights.length, empty };
    },
  };
}
export type RollUp = ReturnType<typeof createRollUp>;
