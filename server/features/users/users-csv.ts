import { CsvError, parse, type Options } from 'csv-parse';
import { calendarDate } from '../../../contract/common.contract.ts';
import { MONTHLY_HOUR_LIMIT_MAX, USER_TYPES, type UserType } from '../../../contract/constants.ts';
import {
  STORED_LICENSE_COUNTRIES,
  normalisePhone,
  storedCountryOf,
  USER_CSV_COLUMNS,
  type CsvProblem,
  type UserCsvColumn,
} from '../../../contract/user.contract.ts';
import { said, saidAsData, type Said } from '../../http-errors.ts';

/** The fields one row sets: only the cells that were filled. */
export interface CsvUser {
  line: number;
  email: string;
  name: string;
  fields: Partial<Record<Exclude<UserCsvColumn, 'name' | 'email' | 'userTypes' | 'monthlyHourLimit'>, string>> & {
    name: string;
    userTypes?: UserType[];
    monthlyHourLimit?: number;
  };
}

export interface CsvReading {
  users: CsvUser[];
  errors: CsvProblem[];
  warnings: CsvProblem[];
}

/** More rows than a volunteer service has people: a file this long is a mistake. */
const MAX_ROWS = 20_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_COLUMNS = ['phone', 'emergencyContactPhone'] as const;
const DATE_COLUMNS = ['dateOfBirth', 'licenseExpiryDate', 'licenseIssueDate'] as const;
const TEXT_COLUMNS = ['firstName', 'lastName', 'address', 'city', 'postalCode', 'emergencyContactName', 'licenseNumber', 'licenseClass'] as const;
const typeByName = new Map<string, UserType>(USER_TYPES.map((t) => [t.toLowerCase(), t]));

/** ',' or ';' (spreadsheets in many locales save with ';'): whichever the header line has more of. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** 2026-05-01 or 01/05/2026 (day first, as in Israel) to the ISO date, or undefined when it is neither or no real day. */
function isoDateOf(value: string): string | undefined {
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` : value;
  return calendarDate().safeParse(iso).success ? iso : undefined;
}

/** The text a parse takes before the next request gets its turn, and the rows checked between turns. */
const PIECE_CHARS = 64 * 1024;
const ROWS_PER_TURN = 500;
/** Lets the server answer others (one event-loop turn): a 20,000-row file is read in small steps (docs/decisions/022). */
export const letOthersIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file's records, parsed a piece at a time. */
async function recordsOf(text: string, options: Options): Promise<{ record: Record<string, string>; info: { lines: number } }[]> {
  const parser = parse(options);
  const records: { record: Record<string, string>; info: { lines: number } }[] = [];
  parser.on('readable', () => {
    for (let r = parser.read() as (typeof records)[number] | null; r !== null; r = parser.read() as (typeof records)[number] | null) records.push(r);
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.once('end', resolve);
    parser.once('error', reject);
  });
  for (let at = 0; at < text.length && !parser.writableEnded; at += PIECE_CHARS) {
    parser.write(text.slice(at, at + PIECE_CHARS));
    await letOthersIn();
  }
  if (!parser.writableEnded) parser.end();
  await ended;
  return records;
}

/** Reads and checks every row of a bulk-upload file; nothing is looked up in the database here. */
export async function readUsersCsv(text: string): Promise<CsvReading> {
  const errors: CsvProblem[] = [];
  const warnings: CsvProblem[] = [];
  const problem = (list: CsvProblem[], line: number, column: string | null, what: Said) => void list.push({ line, column, ...saidAsData(what) });
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = await recordsOf(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      delimiter: delimiterOf(text),
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      to: MAX_ROWS + 1,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    problem(errors, (error as CsvError & { lines?: number }).lines ?? 1, null, said('csv.unreadable', { reason: error.message }));
    return { users: [], errors, warnings };
  }
  if (records.length > MAX_ROWS) problem(errors, 1, null, said('csv.tooManyRows', { max: String(MAX_ROWS) }));
  const header = Object.keys(records[0]?.record ?? {});
  for (const column of header)
    if (!(USER_CSV_COLUMNS as readonly string[]).includes(column)) problem(warnings, 1, column, said('csv.unknownColumn', { column }));
  for (const column of ['name', 'email'] as const)
    if (records.length && !header.includes(column)) problem(errors, 1, column, said('csv.needsColumn', { column }));
  if (!records.length) problem(errors, 1, null, said('csv.noRows'));

  const users: CsvUser[] = [];
  const seen = new Map<string, number>();
  let previousEnd = 1;
  for (const [index, { record, info }] of records.slice(0, MAX_ROWS).entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await letOthersIn();
    const line = previousEnd + 1;
    previousEnd = info.lines;
    const user = readRow(record, line, (column, what) => problem(errors, line, column, what));
    if (!user) continue;
    const first = seen.get(user.email);
    if (first) problem(errors, line, 'email', said('csv.duplicateEmail', { email: user.email, line: String(first) }));
    else seen.set(user.email, line);
    if (!user.fields.userTypes && !first) problem(warnings, line, 'userTypes', said('csv.noTypes'));
    users.push(user);
  }
  return { users, errors, warnings };
}

function readRow(record: Record<string, string>, line: number, fail: (column: string, what: Said) => void): CsvUser | undefined {
  const cell = (column: UserCsvColumn) => record[column]?.trim() ?? '';
  const email = cell('email').toLowerCase();
  if (!email) fail('email', said('csv.emailRequired'));
  else if (!EMAIL.test(email) || email.length > 320) fail('email', said('csv.notEmail', { email }));
  const name = cell('name') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
  if (!name) fail('name', said('csv.nameRequired'));
  else if (name.length > 200) fail('name', said('csv.nameTooLong'));
  const fields: CsvUser['fields'] = { name };

  const types = cell('userTypes');
  if (types) {
    const names = types
      .split(/[;|,]/)
      .map((t) => t.trim())
      .filter(Boolean);
    const unknown = names.filter((t) => !typeByName.has(t.toLowerCase()));
    if (unknown.length) fail('userTypes', said('csv.unknownType', { types: unknown.join(', '), known: USER_TYPES.join(', ') }));
    else fields.userTypes = [...new Set(names.map((t) => typeByName.get(t.toLowerCase())!))];
  }
  const limit = cell('monthlyHourLimit');
  if (limit) {
    const hours = Number(limit);
    if (!/^\d+$/.test(limit) || hours > MONTHLY_HOUR_LIMIT_MAX)
      fail('monthlyHourLimit', said('csv.hourLimit', { max: String(MONTHLY_HOUR_LIMIT_MAX), value: limit }));
    else fields.monthlyHourLimit = hours;
  }
  for (const column of PHONE_COLUMNS) {
    const value = cell(column);
    if (!value) continue;
    const phone = normalisePhone(value);
    if (!phone) fail(column, said('csv.notPhone', { value }));
    else fields[column] = phone;
  }
  for (const column of DATE_COLUMNS) {
    const value = cell(column);
    if (!value) continue;
    const date = isoDateOf(value);
    if (!date) fail(column, said('csv.notDate', { value }));
    else fields[column] = date;
  }
  const country = cell('licenseCountryOfIssue');
  if (country) {
    const known = storedCountryOf(country);
    if (!known) fail('licenseCountryOfIssue', said('csv.unknownCountry', { country, known: STORED_LICENSE_COUNTRIES.join(', ') }));
    else fields.licenseCountryOfIssue = known;
  }
  for (const column of TEXT_COLUMNS) {
    const value = cell(column);
    if (value.length > 500) fail(column, said('csv.textTooLong', { column }));
    else if (value) fields[column] = value;
  }
  return email && name ? { line, email, name, fields } : undefined;
}

/** The template User Management offers: the columns and one sample volunteer (docs/spec/admin-app.md 9). */
export const USER_CSV_TEMPLATE =
  `${USER_CSV_COLUMNS.join(',')}\r\n` +
  'Noa Levi,noa.levi@example.org,050-123-4567,BLS;EMT,40,Noa,Levi,1990-04-12,12 Herzl St,Beit Shemesh,9900000,Avi Levi,052-765-4321,12345678,2029-06-01,2019-06-01,Israel,B\r\n';
