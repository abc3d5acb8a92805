import type { Transport } from './action-queue';

/** A POS call with no answer after this long counts as "no response" (SPEC §7): the write is queued. */
export const POS_REQUEST_TIMEOUT_MS = 10_000;

/**
 * A payment through the restaurant's gateway is never queued, so its answer is waited for longer:
 * the server gives the gateway up to 15 s to make the link or QR, and answers 503 after that.
 */
export const GATEWAY_REQUEST_TIMEOUT_MS = 25_000;

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return null;
  }
}

/** The browser's transport: same-origin fetch with the session cookie, aborted after the timeout. */
export function createFetchTransport(timeoutMs: number = POS_REQUEST_TIMEOUT_MS): Transport {
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        credentials: 'include',
        cache: 'no-store',
        signal: controller.signal,
        ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
      });
      // The timeout covers the body too: a response cut off halfway is no response.
      return { status: response.status, body: parseJson(await response.text()) };
    } finally {
      clearTimeout(timer);
    }
  };
}
