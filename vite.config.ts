import { basename, dirname, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { assembleCatalogue, catalogueFiles } from './web/lib/i18n/catalogue-files.ts';
import { compileCatalogue } from './web/lib/i18n/compile-catalogue.ts';
import type { Language } from './web/lib/i18n/languages.ts';
import { withServerTexts } from './web/lib/i18n/server-text-entries.ts';

/**
 * The language catalogues arrive in the browser parsed (compile-catalogue.ts): web/lib/i18n/locales/<language>.icu
 * with each feature's texts.<language>.icu and the server's refusals (contract/refusals.texts.ts) merged in.
 */
function icuCatalogues(): Plugin {
  return {
    name: 'medfleet-icu-catalogues',
    load(id) {
      if (!id.endsWith('.icu')) return null;
      const language = basename(id, '.icu') as Language;
      const webRoot = resolve(dirname(id), '../../..');
      // A feature's texts change the catalogue they are merged into.
      for (const file of catalogueFiles(webRoot, language)) this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCatalogue(withServerTexts(language, assembleCatalogue(webRoot, language))))};`;
    },
  };
}

/** In `npm run dev` the API runs on API_PORT and Vite serves the app on 5000, proxying /api. */
const apiPort = process.env.API_PORT ?? '5001';

export default defineConfig({
  root: 'web',
  plugins: [
    icuCatalogues(),
    react(),
    tailwindcss(),
    // An installable app whose shell opens with no network (issue 15.4); the manifests, one per
    // language, are in web/public.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The install dialog's screenshots are shown once, never needed offline.
        globIgnores: ['screenshots/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/robots\.txt$/, /^\/favicon\.ico$/, /^\/\.well-known\//],
        maximumFileSizeToCacheInBytes: 3_000_000,
        cleanupOutdatedCaches: true,
        // Web Push: web/public/push-sw.js shows what the server sends.
        importScripts: ['/push-sw.js'],
      },
    }),
    // Brotli and gzip made once at build time; the server sends them as they are (issue 15.5).
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })], threshold: 1024 }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    reportCompressedSize: true,
  },
  server: {
    port: 5000,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
