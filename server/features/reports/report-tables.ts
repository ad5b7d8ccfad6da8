import type { Language } from '../../../contract/constants.ts';
import { localDateOf, localTimeOf } from '../../../contract/jerusalem-time.ts';
import type { ReportCell, ReportName, ReportTable } from '../../../contract/reports.contract.ts';
import { REPORT_WORDS, type ReportWords } from '../../texts/reports.ts';
import { jerusalemMonths } from '../../time.ts';

/** What the reports read from the features that own it, over one span of Jerusalem days. */
export interface ReportData {
  from: string;
  to: string;
  /** The span's first instant and the next day's first instant. */
  start: Date;
  end: Date;
  bookings: {
    id: number;
    userId: number;
    vehicleId: number;
    status: string;
    startTime: Date;
    endTime: Date;
    seat: string | null;
    user: { name: string; email: string };
  }[];
  seatHolders: { bookingId: number; seat: string; userId: number; name: string; email: string }[];
  vehicles: { id: number; vehicleNumber: string; category: string }[];
  km: Map<number, number>;
  checks: { vehicleId: number; result: 'passed' | 'failed' }[];
  speeding: { vehicleId: number; starts: string; ends: string; topKmh: number }[];
  nights: { vehicleId: number; day: string; start: Date; end: Date; minutes: number; runs: number }[];
  speedLimitKmh: number;
}

type Column = ReportTable['columns'][number];
type Rows = ReportCell[][];
const HOUR = 3_600_000;
/** Bookings that held their vehicle and member: the hours they count. */
const HELD = new Set(['confirmed', 'active', 'completed']);

const round1 = (n: number) => Math.round(n * 10) / 10;
const when = (at: Date | string) => `${localDateOf(at)} ${localTimeOf(at)}`;
const overlapMs = (a: Date, b: Date, from: Date, to: Date) => Math.max(0, Math.min(b.getTime(), to.getTime()) - Math.max(a.getTime(), from.getTime()));
const byText = (a: ReportCell[], b: ReportCell[]) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1]));

/** Each member's hours and shifts per Jerusalem month and seat: the booker in theirs, each crew member in theirs. */
function volunteerHours(data: ReportData): Rows {
  const sums = new Map<string, { month: string; name: string; email: string; seat: string; shifts: number; ms: number }>();
  const held = data.bookings.filter((b) => HELD.has(b.status));
  const crews = new Map<number, ReportData['seatHolders']>();
  for (const holder of data.seatHolders) crews.set(holder.bookingId, [...(crews.get(holder.bookingId) ?? []), holder]);
  for (const b of held) {
    const people = [{ name: b.user.name, email: b.user.email, seat: b.seat ?? '' }, ...(crews.get(b.id) ?? [])];
    for (const [monthStart, monthEnd] of jerusalemMonths(b.startTime, b.endTime)) {
      const ms = overlapMs(
        b.startTime,
        b.endTime,
        new Date(Math.max(monthStart.getTime(), data.start.getTime())),
        new Date(Math.min(monthEnd.getTime(), data.end.getTime())),
      );
      if (ms === 0) continue;
      const month = localDateOf(monthStart).slice(0, 7);
      for (const person of people) {
        const key = `${month}\u0000${person.email}\u0000${person.seat}`;
        const sum = sums.get(key) ?? { month, name: person.name, email: person.email, seat: person.seat, shifts: 0, ms: 0 };
        sums.set(key, { ...sum, shifts: sum.shifts + 1, ms: sum.ms + ms });
      }
    }
  }
  return [...sums.values()].map((s) => [s.month, s.name, s.email, s.seat, s.shifts, round1(s.ms / HOUR)]).sort(byText);
}

/** Each vehicle's bookings, hours booked, km driven and hours idle (not booked) in the span. */
function vehicleUse(data: ReportData, words: ReportWords): Rows {
  const spanMs = data.end.getTime() - data.start.getTime();
  return data.vehicles.map((v) => {
    const own = data.bookings.filter((b) => b.vehicleId === v.id && HELD.has(b.status));
    const ms = own.reduce((sum, b) => sum + overlapMs(b.startTime, b.endTime, data.start, data.end), 0);
    return [
      v.vehicleNumber,
      words.category(v.category),
      own.length,
      round1(ms / HOUR),
      round1(data.km.get(v.id) ?? 0),
      round1((spanMs - ms) / HOUR),
      round1((100 * ms) / spanMs),
    ];
  });
}

function noShows(data: ReportData): Rows {
  const vehicles = new Map(data.vehicles.map((v) => [v.id, v.vehicleNumber]));
  return data.bookings
    .filter((b) => b.status === 'no_show')
    .map((b) => [when(b.startTime), when(b.endTime), b.user.name, b.user.email, vehicles.get(b.vehicleId) ?? String(b.vehicleId)]);
}

function checks(data: ReportData, words: ReportWords): Rows {
  return data.vehicles.map((v) => {
    const own = data.checks.filter((c) => c.vehicleId === v.id);
    const failed = own.filter((c) => c.result === 'failed').length;
    return [v.vehicleNumber, words.category(v.category), own.length, own.length - failed, failed];
  });
}

/** Runs above the speed limit and nights with movement (or one kind alone), each with the member who had the vehicle then. */
function infractions(data: ReportData, words: ReportWords, only?: 'speeding' | 'night'): Rows {
  const vehicles = new Map(data.vehicles.map((v) => [v.id, v.vehicleNumber]));
  const whoHad = (vehicleId: number, from: Date, to: Date) =>
    data.bookings.find((b) => b.vehicleId === vehicleId && HELD.has(b.status) && b.startTime <= to && b.endTime > from)?.user.name ?? '';
  const speeding = data.speeding.map((r) => ({
    at: r.starts,
    row: [
      words.kinds.speeding,
      vehicles.get(r.vehicleId) ?? '',
      when(r.starts),
      when(r.ends),
      words.speeding(Math.round(r.topKmh), data.speedLimitKmh),
      whoHad(r.vehicleId, new Date(r.starts), new Date(r.ends)),
    ],
  }));
  const nights = data.nights.map((n) => ({
    at: n.start.toISOString(),
    row: [
      words.kinds.night,
      vehicles.get(n.vehicleId) ?? '',
      when(n.start),
      when(n.end),
      words.night(Math.round(n.minutes), n.runs),
      whoHad(n.vehicleId, n.start, n.end),
    ],
  }));
  const chosen = only === 'speeding' ? speeding : only === 'night' ? nights : [...speeding, ...nights];
  return chosen.sort((a, b) => a.at.localeCompare(b.at)).map((i) => i.row);
}

const INFRACTION_COLUMNS: [string, Column['kind']][] = [
  ['kind', 'text'],
  ['vehicle', 'text'],
  ['start', 'time'],
  ['end', 'time'],
  ['detail', 'text'],
  ['member', 'text'],
];
const COLUMNS: Record<ReportName, [string, Column['kind']][]> = {
  'volunteer-hours': [
    ['month', 'text'],
    ['member', 'text'],
    ['email', 'text'],
    ['seat', 'text'],
    ['shifts', 'number'],
    ['hours', 'number'],
  ],
  'vehicle-use': [
    ['vehicle', 'text'],
    ['category', 'text'],
    ['bookings', 'number'],
    ['hoursBooked', 'number'],
    ['km', 'number'],
    ['idleHours', 'number'],
    ['usePercent', 'number'],
  ],
  'no-shows': [
    ['start', 'time'],
    ['end', 'time'],
    ['member', 'text'],
    ['email', 'text'],
    ['vehicle', 'text'],
  ],
  checks: [
    ['vehicle', 'text'],
    ['category', 'text'],
    ['done', 'number'],
    ['passed', 'number'],
    ['failed', 'number'],
  ],
  infractions: INFRACTION_COLUMNS,
  speeding: INFRACTION_COLUMNS,
  'night-rest': INFRACTION_COLUMNS,
};

const ROWS: Record<ReportName, (data: ReportData, words: ReportWords) => Rows> = {
  'volunteer-hours': volunteerHours,
  'vehicle-use': vehicleUse,
  'no-shows': noShows,
  checks,
  infractions: (data, words) => infractions(data, words),
  speeding: (data, words) => infractions(data, words, 'speeding'),
  'night-rest': (data, words) => infractions(data, words, 'night'),
};

/** The report as a table: its title, columns and rows in the reader's language. */
export function reportTableOf(report: ReportName, data: ReportData, language: Language): ReportTable {
  const words = REPORT_WORDS[language];
  return {
    report,
    title: words.titles[report],
    from: data.from,
    to: data.to,
    columns: COLUMNS[report].map(([key, kind]) => ({ key, label: words.columns[key]!, kind })),
    rows: ROWS[report](data, words),
  };
}
