import type { ErrorCode } from '@meja/shared/contracts/common';

/** An error whose message is the Indonesian text the screen shows (DESIGN §3, SPEC §8). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      /** More top-level fields of the body, for a contract that extends the error body (never message or code). */
      more?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Data tidak ditemukan.') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'Anda tidak memiliki akses.') => new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message = 'Silakan login terlebih dahulu.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
