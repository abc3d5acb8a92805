import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** PostgreSQL text cannot hold U+0000: refuse it in any input instead of failing at the database. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

const refused = () => new AppError('VALIDATION', 'Data permintaan berisi karakter yang tidak diizinkan.');

/**
 * Register before the access guard: its onRequest hook looks up the tenant or group of the URL's
 * slug (and the POS's X-Tenant-Slug header) before any schema has run, so URL and headers are
 * checked first, on every request; the body once it is parsed.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.headers)) throw refused();
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body)) throw refused();
  });
}
