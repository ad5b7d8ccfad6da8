import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_ARGS, START_ENV } from '../deploy/as-started.ts';
import { projectRoot } from '../server/paths.ts';

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const settings = Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`);

// The benches and the rolling-restart test start the server as deploy/as-started.ts says: what
// they measure is what `npm start` and the systemd unit run only while the three agree.
describe('how the built server is started', () => {
  it('is the same in npm start, the systemd unit and what the benches and deploy tests run', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(scripts.start).toContain(`${settings.join(' ')} node ${START_ARGS.join(' ')}`);
    const unit = read('deploy/systemd/medfleet@.service');
    expect(unit).toContain(`ExecStart=/usr/bin/node ${START_ARGS.join(' ')}\n`);
    for (const setting of settings) expect(unit).toMatch(new RegExp(`^Environment=.*\\b${setting}\\b`, 'm'));
  });

  it("keeps V8's compiled code between starts: in node_modules/.cache for npm start, in a cache folder of its own for each instance", () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(scripts.start).toMatch(/ NODE_COMPILE_CACHE=node_modules\/.cache\/medfleet-compile .* node /);
    const unit = read('deploy/systemd/medfleet@.service');
    expect(unit).toContain('CacheDirectory=medfleet/%i\n');
    expect(unit).toContain('Environment=NODE_COMPILE_CACHE=/var/cache/medfleet/%i\n');
  });
});
