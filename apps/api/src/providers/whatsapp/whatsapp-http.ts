import { timingSafeEqual } from 'node:crypto';
import { WhatsAppSendError, WhatsAppWebhookRefused } from './whatsapp-provider';

/*
 * What the Meta and Twilio adapters share: the checks of a message before it goes out, one POST
 * with a timeout whose failures come back as WhatsAppSendError, and the webhook's first checks.
 */

/** A send that takes longer is given up as `unavailable` (retryable): the queue tries again later. */
export const SEND_TIMEOUT_MS = 10_000;

/** Runtime hooks of an adapter: the tests' fetch and clock. */
export interface WhatsAppRuntime {
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

/** Meja's phone format: international digits without a plus, no leading 0 (E.164 allows 15 digits). */
const INTERNATIONAL_PHONE = /^[1-9]\d{7,14}$/;

export function requirePhone(to: string): void {
  if (!INTERNATIONAL_PHONE.test(to)) {
    throw new WhatsAppSendError('WhatsApp: the number must be international digits without a plus (628…)', {
      failure: 'invalid_message',
    });
  }
}

/** Counted in characters (code points), as WhatsApp counts them, not UTF-16 units. */
export function requireTextBody(body: string, maxLength: number): void {
  const length = [...body].length;
  if (body.trim() === '' || length > maxLength) {
    throw new WhatsAppSendError(`WhatsApp: a text message has 1 to ${maxLength} characters (got ${length})`, {
      failure: 'invalid_message',
    });
  }
}

/**
 * `Retry-After` in seconds or as an HTTP date, else null. A date in the past is 0 ms.
 */
export function retryAfterMs(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/**
 * The answer of one POST, with its body read as JSON (null when it is not JSON); a timeout or a
 * network failure is a retryable WhatsAppSendError that never reached an HTTP status.
 */
export async function postToProvider(
  label: string,
  runtime: WhatsAppRuntime,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ response: Response; body: unknown }> {
  const doFetch = runtime.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(runtime.timeoutMs ?? SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new WhatsAppSendError(`${label}: ${timedOut ? 'no answer in time' : 'cannot be reached'}`, {
      failure: 'unavailable',
    });
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { response, body };
}

/** The failure an HTTP answer means when the provider's own code does not say more. */
export function failureOfStatus(status: number): 'rejected' | 'rate_limited' | 'unavailable' {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/** A field of an unknown JSON value, or undefined. */
export function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

/** Constant-time equality of two byte strings (lengths are not secret). */
export function sameBytes(received: Buffer, expected: Buffer): boolean {
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The media type of a Content-Type header, lower case ('application/json'). */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function requireContentType(
  headers: Readonly<Record<string, string | undefined>>,
  expected: 'application/json' | 'application/x-www-form-urlencoded',
): void {
  if (mediaType(headers['content-type']) !== expected) {
    throw new WhatsAppWebhookRefused(415, `content type is not ${expected}`);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text; bytes that are not UTF-8 were not what the provider sent. */
export function utf8Body(rawBody: Buffer): string {
  try {
    return strictUtf8.decode(rawBody);
  } catch {
    throw new WhatsAppWebhookRefused(400, 'body is not UTF-8');
  }
}
