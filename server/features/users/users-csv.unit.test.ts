import { describe, expect, it } from 'vitest';
import { readUsersCsv } from './users-csv.ts';

describe('the bulk-upload CSV, row by row', () => {
  it('reads each row into a user, with its line number', async () => {
    const reading = await readUsersCsv('name,email,userTypes\nNoa Levi,NOA@medfleet.test,EMT\nדוד כהן,david@medfleet.test,"BLS,driver"\n');
    expect(reading.errors).toEqual([]);
    expect(reading.users.map((u) => [u.line, u.email, u.name, u.fields.userTypes])).toEqual([
      [2, 'noa@medfleet.test', 'Noa Levi', ['EMT']],
      [3, 'david@medfleet.test', 'דוד כהן', ['BLS', 'driver']],
    ]);
  });

  it('names the line and column of each bad value', async () => {
    const reading = await readUsersCsv('name,email,phone\nNoa Levi,not-an-email,050-123-4567\nDan Cohen,dan@medfleet.test,call me\n');
    expect(reading.errors).toEqual([expect.objectContaining({ line: 2, column: 'email' }), expect.objectContaining({ line: 3, column: 'phone' })]);
  });

  it('refuses a file without the name and email columns, and warns of a column it does not know', async () => {
    const reading = await readUsersCsv('fullName,mail\nNoa,noa@medfleet.test\n');
    expect(reading.errors.map((e) => e.column)).toEqual(expect.arrayContaining(['name', 'email']));
    expect(reading.warnings.map((w) => w.column)).toEqual(expect.arrayContaining(['fullName', 'mail']));
  });

  it('reads a semicolon-separated file with a byte order mark, as Excel writes it', async () => {
    const reading = await readUsersCsv('\uFEFFname;email\nNoa Levi;noa@medfleet.test\n');
    expect(reading.users.map((u) => u.email)).toEqual(['noa@medfleet.test']);
  });
});
