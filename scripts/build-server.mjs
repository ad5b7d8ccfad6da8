// Bundles the server into dist/server/main.js: one file loads ~0.4 s faster than hundreds of
// modules, which is most of the start-time budget (docs/decisions/003-server-bundle.md).
// PGlite, the OpenAPI viewer and pdfkit stay external: they load their own files next to their modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outdir: 'dist/server',
  outbase: 'server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@fastify/swagger-ui', 'pdfkit', 'pg-native'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('dist/server/main.js built');
