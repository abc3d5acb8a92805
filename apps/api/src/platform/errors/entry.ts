import type { ErrorCode } from '@meja/shared/contracts/common';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export interface ErrorEntry {
  status: ErrorStatus;
  /** The Indonesian text a refusal carries unless its thrower names a more specific one (SPEC §5, §8). */
  message: string;
  /** For API clients (docs/errors.md): when the API answers with this code. */
  meaning: string;
}

/** One area's part of the catalogue (../errors.ts composes them, each code in exactly one area). */
export type ErrorArea = Partial<Record<ErrorCode, ErrorEntry>>;
