import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** PostgreSQL text cannot hold U+0000: refuse it in any input instead of failing at the database. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError(400, 'VALIDATION', 'Data permintaan berisi karakter yang tidak diizinkan.');
    }
  });
}
