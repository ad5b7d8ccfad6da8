import { loadConfig } from '../config.ts';
import { describeDatabase, openConfiguredDatabase } from './open-configured.ts';
import { seedDemo } from './seed.ts';

/** `npm run seed`: the demo data of DESIGN.md into the configured database, idempotently. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const added = await seedDemo(database.db, { domain: config.workDomains[0]!, serviceName: config.serviceName });
  console.log(`Seeded ${describeDatabase(config)}: ${added.vehicles} vehicles and ${added.users} users added.`);
} finally {
  await database.close();
}
