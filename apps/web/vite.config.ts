import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isDinerPath } from '../../packages/shared/src/diner-path';
import { buildModeMarker, WEB_BUILD_MODE, writeBuildMode } from '../../scripts/web-build-mode.mjs';

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

/** Writes .br and .gz beside every text file of the build; the API serves them to browsers that accept them. */
const precompress: Plugin = {
  name: 'meja-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const outDir = options.dir ?? '';
    for (const fileName of Object.keys(bundle)) {
      if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
      const file = path.join(outDir, fileName);
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  },
};

/**
 * vite-plugin-pwa links the POS's manifest from index.html, which is also the landing's page: this
 * takes the link out again (it runs after the plugin's own step), and the POS pages add it at run
 * time (src/components/pos-manifest-link.tsx), so installing from the landing is not 'Meja Kasir'.
 */
const manifestLinkOnPosPagesOnly: Plugin = {
  name: 'meja-pos-manifest-link',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/g, ''),
  },
};

/**
 * Records the mode this page's build really had (dist/.vite/{page}-build-mode.json): `npm start`
 * builds again when it is not production (scripts/web-build-mode.mjs).
 */
function recordBuildMode(page: string): Plugin {
  let production = false;
  let outDir = '';
  return {
    name: 'meja-build-mode',
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
      outDir = config.build.outDir;
    },
    // Removed first, written only once the files are: a failed build leaves no marker, so it is redone.
    buildStart() {
      rmSync(buildModeMarker(outDir, page), { force: true });
    },
    writeBundle() {
      writeBuildMode(outDir, page, production ? 'production' : 'development');
    },
  };
}

/**
 * The POS service worker and web app manifest (issue 6, docs/pos.md "The service worker"): the staff
 * app precached so /pos/{slug} opens with no network, navigations under /pos/ answered with the
 * cached index.html, /api/ never cached. The page registers it itself (offline/register-sw.ts).
 */
function posServiceWorker(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'autoUpdate',
    injectRegister: false,
    scope: '/pos/',
    manifest: {
      name: 'Meja Kasir',
      short_name: 'Kasir',
      description: 'Kasir (POS) Meja: tetap berjualan saat internet putus.',
      lang: 'id',
      start_url: '/pos/',
      scope: '/pos/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#fafaf9',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
      // The diner's page is built (and served) on its own; the POS never needs it, nor the landing's pictures.
      globIgnores: ['**/diner.html', '**/.vite/**', '**/landing-*', '**/og-image.jpg'],
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/pos\//],
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
    },
  });
}

/**
 * Two pages, built one after the other (`vite build`, then `vite build --mode diner`): the site and
 * staff app (index.html), and the diner's small app (diner.html, SPEC §2 customer routes). Built
 * apart, the diner page shares no chunks with the staff app, so it loads in fewer, larger files.
 */
export default defineConfig(({ command, mode }) => {
  const diner = mode === 'diner';
  const page = diner ? 'diner' : 'index';
  // A build is always a production build (React's production bundle, import.meta.env.PROD), even
  // from a shell with NODE_ENV=development: Vite reads NODE_ENV after loading this file.
  if (command === 'build') process.env.NODE_ENV = WEB_BUILD_MODE;
  return {
    root: webRoot,
    plugins: [
      react(),
      tailwindcss(),
      dinerPages,
      precompress,
      // The service worker belongs to the staff app's build only; the diner build must not overwrite it.
      ...(diner ? [] : [posServiceWorker(), manifestLinkOnPosPagesOnly]),
      recordBuildMode(page),
    ],
    server: { proxy: apiProxy },
    preview: { proxy: apiProxy },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      // The second build adds the diner page to the first one's output.
      emptyOutDir: !diner,
      manifest: diner ? '.vite/diner-manifest.json' : true,
      rollupOptions: { input: { [page]: fileURLToPath(new URL(`./${page}.html`, import.meta.url)) } },
    },
  };
});
