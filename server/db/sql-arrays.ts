import { sql, type SQL } from 'drizzle-orm';

/**
 * A list as one PostgreSQL array parameter: one value to bind whatever its length, written as an
 * array literal so that both drivers (node-postgres, PGlite) pass it the same way. The values are
 * ours (ids, instants, status names), never a user's free text.
 */
const arrayOf = (values: (string | number)[], type: 'int' | 'timestamptz' | 'text'): SQL => sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;

export const integers = (values: number[]) => arrayOf(values, 'int');
export const instants = (values: Date[]) =>
  arrayOf(
    values.map((d) => d.toISOString()),
    'timestamptz',
  );
export const names = (values: readonly string[]) => arrayOf([...values], 'text');
