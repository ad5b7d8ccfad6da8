// Bundles the server into dist/server/main.js: one file loads ~0.4 s faster than hundreds of
// modules, which is most of the start-time budget (docs/decisions/003-server-bundle.md).
// PGlite, the OpenAPI viewer, pdfkit and tesseract.js stay external: they load their own files (WASM,
// fonts, worker scripts, language data) next to their modules. exceljs stays external too: it is
// loaded on the first workbook, and bundled its 2 MB of source would be held from the start.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const outputs = ['dist/server/main.js', 'dist/server/agreement-pdf.worker.js'];

await build({
  // The agreement PDF renders in a worker thread of its own (features/agreements/isolated-pdf.ts).
  entryPoints: { main: 'server/main.ts', 'agreement-pdf.worker': 'server/features/agreements/agreement-pdf.worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@fastify/swagger-ui',
    'pdfkit',
    'pg-native',
    'tesseract.js',
    '@tesseract.js-data/eng',
    'exceljs',
  ],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// V8 keeps a script's source for as long as the process lives, and one character outside ASCII
// makes it keep all of it as two bytes a character (22 MB instead of 11). esbuild writes ASCII but
// for regular expressions and comments (Hebrew letters in the calendar's and the licence reader's
// patterns): each becomes a \uXXXX escape, which means the same in a regular expression, a string,
// a template and a comment, and leaves every line where it was (stack traces keep their lines).
for (const file of outputs) {
  const source = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    source.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}
console.log('dist/server/main.js and agreement-pdf.worker.js built');
