import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@meja/shared/contracts/common';
import {
  AppError,
  ERROR_CATALOGUE,
  forbidden,
  notFound,
  statusOf,
  tooManyAttempts,
  unauthenticated,
} from './errors';

describe('the error catalogue', () => {
  it('has exactly one entry for every stable code, and no other', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(ERROR_CODES)('%s has an error status, a default message and a meaning', (code) => {
    const entry = ERROR_CATALOGUE[code];
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    expect(entry.message.trim()).not.toBe('');
    expect(entry.message).toMatch(/[.!]$/);
    expect(entry.meaning.trim()).not.toBe('');
  });

  it('codes are SCREAMING_SNAKE_CASE', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('keeps the statuses clients rely on', () => {
    expect(statusOf('VALIDATION')).toBe(400);
    expect(statusOf('UNAUTHENTICATED')).toBe(401);
    expect(statusOf('PLAN_BLOCKED')).toBe(402);
    expect(statusOf('FORBIDDEN')).toBe(403);
    expect(statusOf('NOT_FOUND')).toBe(404);
    expect(statusOf('IN_PROGRESS')).toBe(409);
    expect(statusOf('SKU_TAKEN')).toBe(409);
    expect(statusOf('IDEMPOTENCY_MISMATCH')).toBe(422);
    expect(statusOf('RATE_LIMITED')).toBe(429);
    expect(statusOf('UNAVAILABLE')).toBe(503);
  });
});

describe('AppError', () => {
  it('takes its status and default message from the code', () => {
    const error = new AppError('SKU_TAKEN');
    expect(error).toMatchObject({
      status: 409,
      code: 'SKU_TAKEN',
      message: 'SKU sudah digunakan.',
      extra: {},
    });
  });

  it('keeps a more specific message and the extra body fields', () => {
    const error = new AppError('VALIDATION', 'Qty harus angka > 0', {
      fields: { qty: 'Qty harus angka > 0' },
    });
    expect(error).toMatchObject({
      status: 400,
      message: 'Qty harus angka > 0',
      extra: { fields: { qty: 'Qty harus angka > 0' } },
    });
  });

  it('has the generic refusals with their texts of SPEC §8', () => {
    expect(notFound()).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Data tidak ditemukan.' });
    expect(notFound('Menu tidak ditemukan.').message).toBe('Menu tidak ditemukan.');
    expect(forbidden()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Anda tidak memiliki akses.',
    });
    expect(unauthenticated()).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Silakan login terlebih dahulu.',
    });
  });
});

describe('tooManyAttempts', () => {
  it('says the wait in seconds under a minute', () => {
    expect(tooManyAttempts(45, 'percobaan login')).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Terlalu banyak percobaan login. Coba lagi dalam 45 detik.',
      extra: { retryAfterSeconds: 45 },
    });
  });

  it('rounds a wait of a minute or more up to whole minutes', () => {
    expect(tooManyAttempts(60, 'x').message).toBe('Terlalu banyak x. Coba lagi dalam 1 menit.');
    expect(tooManyAttempts(61, 'x').message).toBe('Terlalu banyak x. Coba lagi dalam 2 menit.');
    expect(tooManyAttempts(61, 'x').extra.retryAfterSeconds).toBe(61);
  });
});
