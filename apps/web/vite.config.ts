import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
// The API serves its JSON under /api and the uploaded menu images under /uploads.
const apiProxy = {
  '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
  '/uploads': { target: `http://localhost:${apiPort}`, changeOrigin: false },
};

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
});
