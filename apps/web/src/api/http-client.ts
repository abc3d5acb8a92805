import { errorBody } from '@meja/shared/contracts/common';
import { applyIndonesianValidationMessages } from '@meja/shared/contracts/locale';
import { ApiError, httpFailureCode } from './api-error';

// Every form validates with the shared zod schemas, and zod arrives with this module.
applyIndonesianValidationMessages();

const API_BASE = '/api/v1';

const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';
const INVALID_RESPONSE_MESSAGE = 'Respons server tidak valid.';

/** Anything with zod's `safeParse` (every shared contract schema). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** Shown when a 2xx body does not match the schema and carries no message of its own. */
  invalidResponseMessage?: string;
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (options.body instanceof FormData) {
    // multipart: the browser sets Content-Type with its boundary.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }

  const payload = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, payload);

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: messageIn(payload) ?? options.invalidResponseMessage ?? INVALID_RESPONSE_MESSAGE,
    });
  }
  return parsed.data;
}

export function apiGet<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T> {
  return apiRequest('GET', path, schema, options);
}

export function apiPost<T>(
  path: string,
  schema: ResponseSchema<T>,
  body: unknown,
  options?: RequestOptions,
): Promise<T> {
  return apiRequest('POST', path, schema, { ...options, body });
}

export function apiPut<T>(
  path: string,
  schema: ResponseSchema<T>,
  body: unknown,
  options?: RequestOptions,
): Promise<T> {
  return apiRequest('PUT', path, schema, { ...options, body });
}

export function apiDelete<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T> {
  return apiRequest('DELETE', path, schema, options);
}

/** POST multipart/form-data (file uploads). */
export function apiPostForm<T>(
  path: string,
  schema: ResponseSchema<T>,
  form: FormData,
  options?: RequestOptions,
): Promise<T> {
  return apiRequest('POST', path, schema, { ...options, body: form });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return null;
  }
}

function errorFromResponse(status: number, payload: unknown): ApiError {
  const body = errorBody.safeParse(payload);
  if (body.success) {
    return new ApiError({
      status,
      message: body.data.message,
      code: body.data.code,
      fields: body.data.fields,
      retryAfterSeconds: body.data.retryAfterSeconds,
      dishes: body.data.dishes,
    });
  }
  return new ApiError({
    status,
    code: httpFailureCode(status),
    message: messageIn(payload) ?? `Permintaan gagal (HTTP ${status}).`,
  });
}

function messageIn(payload: unknown): string | null {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** One path segment, safely encoded (slugs and ids come from the URL). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
