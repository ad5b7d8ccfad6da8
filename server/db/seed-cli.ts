import { loadConfig } from '../config.ts';
import { describeDatabase } from './embedded-folder.ts';
import { openConfiguredDatabase } from './open-configured.ts';
import { seedDemo } from './seed.ts';
import { demoTrackerSecret } from '../features/tracking/tracker-credentials.ts';
import { sessionSecretOf } from '../session-secret.ts';

/** `npm run seed`: the demo data of docs/architecture.md into the configured database, idempotently. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const sessionSecret = sessionSecretOf(config);
  const trackerSecret = (trackerId: string) => demoTrackerSecret(sessionSecret, trackerId);
  const added = await seedDemo(database.db, { domain: config.workDomains[0]!, serviceName: config.serviceName, trackerSecret });
  console.log(`Seeded ${describeDatabase(config)}: ${added.vehicles} vehicles and ${added.users} users added.`);
} finally {
  await database.close();
}
