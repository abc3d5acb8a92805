import { ApiError, httpFailureCode } from './api-error';

/*
 * A zod-free GET for the diner's first screen (/{slug}/menu must stay small on a cheap phone):
 * the same errors as http-client, with a hand-written guard instead of a schema.
 */

const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';
const INVALID_RESPONSE_MESSAGE = 'Respons server tidak valid.';

function field(payload: unknown, name: string): unknown {
  if (typeof payload !== 'object' || payload === null) return undefined;
  return Object.entries(payload).find(([key]) => key === name)?.[1];
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const value: unknown = await response.json();
    return value;
  } catch {
    return null;
  }
}

export async function lightGet<T>(path: string, guard: (data: unknown) => T | null): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const message = field(payload, 'message');
    const code = field(payload, 'code');
    throw new ApiError({
      status: response.status,
      code: typeof code === 'string' ? code : httpFailureCode(response.status),
      message:
        typeof message === 'string' && message ? message : `Permintaan gagal (HTTP ${response.status}).`,
    });
  }
  const data = guard(payload);
  if (data === null) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
    });
  }
  return data;
}

/** A zod-free POST of JSON (the opt-in banner on the menu). */
export async function lightPost(path: string, body: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }
  if (response.ok) return;
  const payload = await readJson(response);
  const message = field(payload, 'message');
  const code = field(payload, 'code');
  throw new ApiError({
    status: response.status,
    code: typeof code === 'string' ? code : httpFailureCode(response.status),
    message: typeof message === 'string' && message ? message : `Permintaan gagal (HTTP ${response.status}).`,
  });
}
