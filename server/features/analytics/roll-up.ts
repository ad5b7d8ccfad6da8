import { NIGHT_END_HOUR, NIGHT_START_HOUR, type Span } from './position-figures.ts';
import type { DayUse, Night, RollUpRepository } from './roll-up.repository.ts';
import { localDateOf, localInstant } from '../../../contract/jerusalem-time.ts';
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

interface Deps {
  repository: RollUpRepository;
  /** How far back positions are kept (the retention setting and a week): older periods have nothing to roll up. */
  historyDays: () => number;
  now?: () => Date;
}

/**
 * The fleet reports' figures per vehicle (docs/decisions/025): km and fuel by the hour, movement by
 * the night, read from the roll-up where it has the period and from the positions otherwise (the
 * last hour or so, a period a late report reopened), the same figure either way.
 */
export function createRollUp({ repository, historyDays, now = () => new Date() }: Deps) {
  return {
    /** km and fuel points per vehicle and Jerusalem day of the span (a day without reports is absent: 0). */
    async use(vehicleIds: number[], span: Span): Promise<Map<number, Map<string, DayUse>>> {
      const { from } = localDayBounds(span.from);
      const { to } = localDayBounds(span.to);
      const rows = await repository.rolledUse(vehicleIds, from, to);
      for (const [start, end] of unrolledRuns(new Set(await repository.rolledHours(from, to)), from.getTime(), to.getTime()))
        rows.push(...(await repository.liveUse(vehicleIds, new Date(start), new Date(end))));
      const byVehicle = new Map(vehicleIds.map((id) => [id, new Map<string, DayUse>()]));
      for (const row of rows) {
        const days = byVehicle.get(row.vehicleId)!;
        const seen = days.get(row.day);
        days.set(row.day, seen ? { ...seen, km: seen.km + row.km, fuelPoints: seen.fuelPoints + row.fuelPoints } : row);
      }
      return byVehicle;
    },

    /** Each vehicle's movement in the night that starts on the day: minutes and separate movements. */
    async night(vehicleIds: number[], day: string): Promise<Map<number, { minutes: number; runs: number }>> {
      const night = nightOf(day);
      const rows = (await repository.rolledNight(vehicleIds, night)) ?? (await repository.liveNight(vehicleIds, night));
      return new Map(rows.map(({ vehicleId, minutes, runs }) => [vehicleId, { minutes, runs }]));
    },

    /** The job's run: periods late reports changed are forgotten, then those that are over and not rolled up are, newest first. */
    async run(): Promise<{ reopened: number; hours: number; nights: number }> {
      const moment = now();
      const reopened = await repository.forgetChanged(new Date(moment.getTime() - LATE_LOOKBACK_MS), nightsBefore(moment, LATE_NIGHTS));
      const oldest = new Date(moment.getTime() - historyDays() * 24 * HOUR_MS);
      const hours = await repository.unrolledHours(oldest, new Date(moment.getTime() - HOUR_SETTLES_MS), HOURS_PER_RUN);
      for (const hour of hours) await repository.rollUpHour(hour);
      const over = nightsBefore(new Date(moment.getTime() - HOUR_SETTLES_MS - NIGHT_END_HOUR * HOUR_MS), Math.min(historyDays(), 400));
      const nights = (await repository.unrolledNights(over)).slice(0, NIGHTS_PER_RUN);
      for (const night of nights) await repository.rollUpNight(night);
      return { reopened, hours: hours.length, nights: nights.length };
    },
  };
}
export type RollUp = ReturnType<typeof createRollUp>;
