import { readFileSync, writeFileSync } from 'node:fs';
import { withEnvironmentTable } from '../server/env-table.ts';

/** `npm run env-table`: rewrites README.md's table of environment variables from server/config.ts. */
writeFileSync('README.md', withEnvironmentTable(readFileSync('README.md', 'utf8')));
console.log('README.md: environment table updated');
