// What `ensureWebBuild` (lib.mjs) and the web build (apps/web/vite.config.ts) agree on: each of the
// web app's two builds leaves a marker of its mode in dist, and a build that is missing, older than
// its sources, or not a production build is built again (issue 12: a shell with NODE_ENV=development
// used to produce, and keep, a development React bundle). Plain Node: it runs before npm install.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's two builds (`vite build`, then `vite build --mode diner`). */
export const WEB_BUILD_PAGES = ['index', 'diner'];

/** The mode every web build has, whatever the environment's NODE_ENV. */
export const WEB_BUILD_MODE = 'production';

/** Where a page's build writes its mode, inside dist (beside Vite's manifests, never served as a page). */
export function buildModeMarker(distDir, page) {
  return path.join(distDir, '.vite', `${page}-build-mode.json`);
}

/** Called by the web build once its files are written. */
export function writeBuildMode(distDir, page, mode) {
  const file = buildModeMarker(distDir, page);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ mode })}\n`);
}

/** The mode a page's build recorded; null when it recorded none or the marker is unreadable. */
export function readBuildMode(distDir, page) {
  const file = buildModeMarker(distDir, page);
  if (!existsSync(file)) return null;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value?.mode === 'string' ? value.mode : null;
  } catch {
    return null;
  }
}

/**
 * Why the web app must be built again, or null when the build in dist can be served.
 * `builtAt` / `sourcesAt`: newest modification times (0: missing); `modes`: what each page's marker says.
 */
export function webBuildStaleReason({ builtAt, sourcesAt, modes }) {
  if (builtAt <= 0) return 'no build yet';
  for (const page of WEB_BUILD_PAGES) {
    const mode = modes[page] ?? null;
    if (mode !== WEB_BUILD_MODE)
      return `the ${page} build is ${mode ?? 'of unknown mode'}, not ${WEB_BUILD_MODE}`;
  }
  if (builtAt < sourcesAt) return 'sources changed';
  return null;
}
