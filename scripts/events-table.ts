import { writeFileSync } from 'node:fs';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { eventsTable } from '../server/events.ts';

/** `npm run events-table`: rewrites docs/events.md from the events' catalogue and the app's subscriptions (an app on an empty in-memory database). */
const database = await openDatabase({});
await database.migrate();
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, sessionSecret: 'events-table-secret-of-at-least-32-chars' });
writeFileSync('docs/events.md', eventsTable(app.domainEvents.subscriptions()));
await app.close();
await database.close();
console.log('docs/events.md: events table updated');
