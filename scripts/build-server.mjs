// Bundles the server into dist/server/main.js: one file loads ~0.4 s faster than hundreds of
// modules, which is most of the start-time budget (docs/decisions/003-server-bundle.md).
// PGlite, the OpenAPI viewer, pdfkit and tesseract.js stay external: they load their own files (WASM,
// fonts, worker scripts, language data) next to their modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outdir: 'dist/server',
  outbase: 'server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@fastify/swagger-ui', 'pdfkit', 'pg-native', 'tesseract.js', '@tesseract.js-data/eng'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('dist/server/main.js built');
