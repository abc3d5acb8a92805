import { createHmac } from 'node:crypto';

/*
 * `X-Twilio-Signature` (reference/integrations.md §6.3, twilio-node `src/webhooks/webhooks.ts`):
 * base64 HMAC-SHA1 with the auth token over the full URL followed by every POST parameter,
 * sorted by name, as name + value (a repeated name: its distinct values sorted).
 */

export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  let data = url;
  for (const name of [...new Set(params.keys())].sort()) {
    for (const value of [...new Set(params.getAll(name))].sort()) data += name + value;
  }
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/**
 * The URLs a genuine signature may cover: as given, without its port and with it ("signature
 * generation on the back end is inconsistent", twilio-node). The with-port form keeps a default
 * port written out (https://host:443/…), which WHATWG URL serialisation would drop again.
 */
export function twilioSignedUrls(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [url];
  }
  const path = `${parsed.pathname}${parsed.search}`;
  const defaultPort = parsed.protocol === 'https:' ? '443' : '80';
  const withoutPort = `${parsed.protocol}//${parsed.hostname}${path}`;
  const withPort = `${parsed.protocol}//${parsed.hostname}:${parsed.port || defaultPort}${path}`;
  return [...new Set([url, withoutPort, withPort])];
}
