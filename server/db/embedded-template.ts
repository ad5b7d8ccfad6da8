import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from './client.ts';

/**
 * An empty embedded database with every migration of this release, dumped (gzip) to `file`: a
 * first start on a new data folder loads it instead of running PostgreSQL's initdb and the
 * migrations (open-configured.ts). It holds no data and no secret; the start still migrates, so a
 * template older than the code is only slower. Answers its size in bytes.
 */
export async function writeEmbeddedTemplate(file: string): Promise<number> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!('gzip');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return dump.size;
  } finally {
    await database.close();
  }
}
