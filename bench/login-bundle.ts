import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip size of the JavaScript the login page loads (the entry chunk and its static imports,
 * target ≤ 150 KB) and of the dashboard's first load (that plus the dashboard page's chunk and its
 * static imports, target ≤ 300 KB), each printed per chunk. A language's catalogue is a chunk of
 * its own, fetched when chosen: printed apart.
 */
const root = 'dist/web';
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('no entry in the Vite manifest; run npm run build');

const closure = (...starts: string[]) => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  starts.forEach(visit);
  return seen;
};
const gzipKb = (key: string) => gzipSync(readFileSync(join(root, manifest[key]!.file)), { level: 9 }).length / 1024;

function report(title: string, keys: Set<string>, target: number): void {
  let total = 0;
  for (const key of keys) {
    const kb = gzipKb(key);
    total += kb;
    console.log(`  ${manifest[key]!.file}: ${kb.toFixed(1)} KB gzip`);
  }
  console.log(`${title}: ${total.toFixed(1)} KB gzip (target <= ${target} KB)`);
}

report('login page JavaScript', closure(entry), 150);
const dashboard = Object.keys(manifest).find((key) => key.endsWith('app/dashboard-page.tsx'));
if (dashboard) report('dashboard first load JavaScript', closure(entry, dashboard), 300);
for (const key of Object.keys(manifest).filter((k) => k.endsWith('.icu')))
  console.log(`catalogue ${key}: ${gzipKb(key).toFixed(1)} KB gzip, loaded when chosen`);
