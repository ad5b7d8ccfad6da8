import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `npm run dev` the API runs on API_PORT and Vite serves the app on 5000, proxying /api. */
const apiPort = process.env.API_PORT ?? '5001';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
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
