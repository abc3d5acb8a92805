import type { IncomingMessage, ServerResponse } from 'node:http';

/* The small HTTP helpers the gateways' local fakes share (plain node:http servers). */

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The JSON text's value, or null when it is not JSON (the fake then answers as the gateway would). */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A request as a fake received it, so a test can assert what an adapter sent (headers in lower case). */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** The key of a `Basic base64("<key>:")` header (Midtrans's server key, Xendit's secret key), else null. */
export function basicAuthKey(header: string | undefined): string | null {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? decoded.slice(0, colon) : null;
}

/** The key of a `Bearer <key>` header (Stripe's secret key), else null. */
export function bearerKey(header: string | undefined): string | null {
  return /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? null;
}

/**
 * The merchant accounts a fake serves at once: the platform's (the start options) and each
 * restaurant's. A request's key picks its account; a key not known yet is asked of `resolve` (the
 * dev server finds a restaurant's account by it), and a found account is kept.
 */
export function fakeAccounts<Account extends { webhookUrl?: string | undefined }>(
  first: Account,
  keyOf: (account: Account) => string,
  resolve?: (key: string) => Promise<Account | null>,
) {
  const primary = { ...first };
  const byKey = new Map<string, Account>([[keyOf(primary), primary]]);

  /** A key added again updates its account in place: what was made with it follows the change. */
  function add(account: Account): Account {
    const known = byKey.get(keyOf(account));
    if (known) return Object.assign(known, account);
    const kept = { ...account };
    byKey.set(keyOf(kept), kept);
    return kept;
  }

  return {
    /** The start options' account; `setWebhookUrl` changes its URL. */
    primary,
    add,
    async find(key: string | null): Promise<Account | null> {
      if (!key) return null;
      const known = byKey.get(key);
      if (known) return known;
      const found = resolve ? await resolve(key) : null;
      // An answer for another key would let this key act as that account.
      return found && keyOf(found) === key ? add(found) : null;
    },
  };
}
