import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of the JavaScript the login page loads: the entry chunk and its static imports. Target ≤ 150 KB. */
const root = 'dist/web';
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as Manifest;
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('no entry in the Vite manifest; run npm run build');

const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  manifest[key]!.imports?.forEach(visit);
};
visit(entry);

let total = 0;
for (const key of seen) {
  const file = manifest[key]!.file;
  const gz = gzipSync(readFileSync(join(root, file)), { level: 9 }).length;
  total += gz;
  console.log(`${file}: ${(gz / 1024).toFixed(1)} KB gzip`);
}
console.log(`login page JavaScript: ${(total / 1024).toFixed(1)} KB gzip (target <= 150 KB)`);
