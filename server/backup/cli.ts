import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { embeddedDatabaseInUse } from '../db/embedded-folder.ts';

/** Ends a command with one line saying why: "Backup failed: …". */
export function fail(command: string, message: string): never {
  console.error(`${command} failed: ${message}`);
  process.exit(1);
}

/**
 * Runs `work` on the configured database and prints the line it answers; any failure is one
 * line and exit code 1. The embedded database is refused while a MedFleet has it open.
 */
export async function onConfiguredDatabase(command: string, config: Config, work: (database: DatabaseHandle) => Promise<string>): Promise<void> {
  const lock = embeddedDatabaseInUse(config);
  if (lock) fail(command, `the embedded database is open in a running MedFleet: stop it first (if none runs, it was not closed: remove ${lock}).`);
  // The database drivers load only now (a second): a command refused before this answers at once.
  const { openConfiguredDatabase } = await import('../db/open-configured.ts');
  const database = await openConfiguredDatabase(config);
  // Closed before the answer either way: an embedded database left open keeps its lock file, and the next command would be refused.
  const outcome = await work(database).then(
    (line) => ({ line }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  await database.close();
  if ('error' in outcome) fail(command, outcome.error);
  console.log(outcome.line);
}
