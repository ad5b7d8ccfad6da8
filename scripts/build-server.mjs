// Bundles the server into dist/server/main.js: one file loads ~0.4 s faster than hundreds of
// modules, which is most of the start-time budget (docs/decisions/003-server-bundle.md).
// PGlite, the OpenAPI viewer, pdfkit and tesseract.js stay external: they load their own files (WASM,
// fonts, worker scripts, language data) next to their modules.
import { build } from 'esbuild';

await build({
  // The agreement PDF renders in a worker thread of its own (features/agreements/isolated-pdf.ts).
  entryPoints: { main: 'server/main.ts', 'agreement-pdf.worker': 'server/features/agreements/agreement-pdf.worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@fastify/swagger-ui', 'pdfkit', 'pg-native', 'tesseract.js', '@tesseract.js-data/eng'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('dist/server/main.js and agreement-pdf.worker.js built');
