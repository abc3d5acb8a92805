import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isDinerPath } from '../../packages/shared/src/diner-path';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
// The API serves its JSON under /api and the uploaded menu images under /uploads.
const apiProxy = {
  '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
  '/uploads': { target: `http://localhost:${apiPort}`, changeOrigin: false },
};

/** In development too, the diner's pages are served their own page (the API server does it in production). */
const dinerPages: Plugin = {
  name: 'meja-diner-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [pathname = '/', query] = (request.url ?? '/').split('?');
      if (isDinerPath(pathname)) request.url = `/diner.html${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), dinerPages],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    // Two pages: the diner's small app (SPEC §2 customer routes) and everything else.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        diner: fileURLToPath(new URL('./diner.html', import.meta.url)),
      },
    },
  },
});
