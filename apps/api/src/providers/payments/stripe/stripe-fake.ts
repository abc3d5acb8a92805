import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  bearerKey,
  escapeHtml,
  fakeAccounts,
  parseJsonOrNull,
  readBody,
  sendJson,
  type FakeRequest,
} from '../fake-http';
import { randomId, sessionFromForm, unixNow, type FakeSession } from './stripe-fake-session';
import { stripeSignatureHeader } from './stripe-signature';

/*
 * A local Stripe for tests and `npm start`: Checkout Sessions create/retrieve as the real API speaks
 * them (form-encoded bodies with bracket keys, Bearer secret key, Stripe's error envelope), a hosted
 * pay page at the session's url, and signed webhooks (integrations.md §4). It serves several merchant
 * accounts at once (the platform's and each restaurant's): a session belongs to the account whose
 * key made it, and its events are signed with that account's secret and sent to its webhookUrl.
 */

export type StripeFakeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export interface StripeFakeEmitOptions {
  /** Replaces the session's amount_total in the signed event (minor units). */
  amountTotal?: number;
  /** Signing time in unix seconds (default: now). */
  timestamp?: number;
  /** Changes the body after it was signed, as a tamperer in transit would. */
  alterBodyAfterSigning?: (body: string) => string;
}

export interface StripeFakeDelivery {
  /** What the webhook URL answered; 0 when there is none or it could not be reached. */
  status: number;
  /** The session's account's webhookUrl; null when it has none. */
  sentTo: string | null;
  body: string;
  headers: Record<string, string>;
}

/** A merchant account the fake serves: its secret key, its endpoint's signing secret and URL. */
export interface StripeFakeAccount {
  secretKey: string;
  webhookSecret: string;
  /** Where signed events are POSTed; none: events are only recorded. */
  webhookUrl?: string | undefined;
}

export interface StripeFakeOptions extends StripeFakeAccount {
  /** 0 (default): any free port. */
  port?: number;
  /** Asked for a secret key the fake does not know yet (the dev server looks up a restaurant's). */
  resolveAccount?: (secretKey: string) => Promise<StripeFakeAccount | null>;
}

const emitRequestSchema = z.object({
  sessionId: z.string(),
  type: z.enum([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ]),
  amountTotal: z.number().int().optional(),
  timestamp: z.number().int().optional(),
});

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  sendJson(res, status, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });
}

export async function startStripeFake(options: StripeFakeOptions) {
  const accounts = fakeAccounts<StripeFakeAccount>(
    { secretKey: options.secretKey, webhookSecret: options.webhookSecret, webhookUrl: options.webhookUrl },
    (account) => account.secretKey,
    options.resolveAccount,
  );
  const sessions = new Map<string, FakeSession>();
  /** Each session's account, kept out of the session's JSON. */
  const owner = new Map<string, StripeFakeAccount>();
  const deliveries: StripeFakeDelivery[] = [];
  const requests: FakeRequest[] = [];
  let baseUrl = '';

  /** Moves the session to the state the event reports, so later retrieve calls agree with it. */
  function applyEvent(session: FakeSession, type: StripeFakeEventType) {
    if (type === 'checkout.session.expired') {
      session.status = 'expired';
      return;
    }
    session.status = 'complete';
    session.payment_intent ??= randomId('pi_');
    if (type !== 'checkout.session.async_payment_failed') session.payment_status = 'paid';
  }

  async function emit(sessionId: string, type: StripeFakeEventType, emitOptions: StripeFakeEmitOptions = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no such checkout session: ${sessionId}`);
    applyEvent(session, type);
    const timestamp = emitOptions.timestamp ?? unixNow();
    const signedBody = JSON.stringify({
      id: randomId('evt_'),
      object: 'event',
      api_version: '2025-11-17.clover',
      created: timestamp,
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: { ...session, amount_total: emitOptions.amountTotal ?? session.amount_total } },
    });
    const account = owner.get(session.id) ?? accounts.primary;
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(signedBody, account.webhookSecret, timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    const body = emitOptions.alterBodyAfterSigning?.(signedBody) ?? signedBody;
    const sentTo = account.webhookUrl ?? null;
    const delivery: StripeFakeDelivery = { status: 0, sentTo, body, headers };
    if (sentTo) {
      // Stripe retries a failed delivery later; a failure never stops the payer's redirect.
      delivery.status = await fetch(sentTo, { method: 'POST', headers, body }).then(
        (answer) => answer.status,
        () => 0,
      );
    }
    deliveries.push(delivery);
    return delivery;
  }

  /** The request's account, else a 401 answered (null). */
  async function authorized(req: IncomingMessage, res: ServerResponse): Promise<StripeFakeAccount | null> {
    const account = await accounts.find(bearerKey(req.headers.authorization));
    if (account) return account;
    sendJson(res, 401, {
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
    });
    return null;
  }

  async function handle(req: IncomingMessage, body: string, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    const payPath = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const account = await authorized(req, res);
      if (!account) return;
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return stripeError(res, 400, 'Invalid request: the body must be application/x-www-form-urlencoded.');
      }
      const created = sessionFromForm(new URLSearchParams(body), baseUrl);
      if ('param' in created) return stripeError(res, 400, created.message, created.param);
      sessions.set(created.id, created);
      owner.set(created.id, account);
      return sendJson(res, 200, created);
    }
    if (req.method === 'GET' && sessionPath?.[1]) {
      const account = await authorized(req, res);
      if (!account) return;
      const session = owner.get(sessionPath[1]) === account ? sessions.get(sessionPath[1]) : undefined;
      if (!session) return stripeError(res, 404, `No such checkout.session: '${sessionPath[1]}'`, 'session');
      return sendJson(res, 200, session);
    }
    if (payPath?.[1]) {
      const session = sessions.get(payPath[1]);
      if (!session) return stripeError(res, 404, 'No such checkout session');
      if (req.method === 'GET') {
        const rupiah = (session.amount_total / 100).toLocaleString('id-ID');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Stripe (fake)</title></head>` +
            `<body><h1>Stripe Checkout (fake)</h1><p>Rp ${escapeHtml(rupiah)}</p>` +
            `<form method="post"><button type="submit">Bayar</button></form></body></html>`,
        );
      }
      if (req.method === 'POST') {
        if (session.status === 'open') await emit(session.id, 'checkout.session.completed');
        res.writeHead(303, { location: session.success_url });
        return res.end();
      }
    }
    if (req.method === 'POST' && url.pathname === '/__fake/emit') {
      const request = emitRequestSchema.safeParse(parseJsonOrNull(body));
      if (!request.success)
        return stripeError(res, 400, 'expected { sessionId, type, amountTotal?, timestamp? }');
      const { sessionId, type, ...emitOptions } = request.data;
      if (!sessions.has(sessionId)) return stripeError(res, 404, `No such checkout.session: '${sessionId}'`);
      const delivery = await emit(sessionId, type, emitOptions);
      return sendJson(res, 200, { delivered: delivery.status });
    }
    stripeError(res, 404, `Unrecognized request URL (${req.method} ${url.pathname}).`);
  }

  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
        return handle(req, body, res);
      })
      .catch((error: unknown) => {
        if (!res.headersSent) stripeError(res, 500, error instanceof Error ? error.message : 'fake failed');
        else res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Stripe fake has no TCP address');
  baseUrl = `http://127.0.0.1:${address.port}`;
  const readonlySessions: ReadonlyMap<string, Readonly<FakeSession>> = sessions;
  const readonlyDeliveries: readonly StripeFakeDelivery[] = deliveries;

  return {
    url: baseUrl,
    /** Every session created, by id, as the fake holds it now. */
    sessions: readonlySessions,
    /** Every event emitted, with the HTTP status the webhook URL answered (0: none configured or unreachable). */
    deliveries: readonlyDeliveries,
    /** Every request received, pages included, in order. */
    requests,
    emit,
    /** Serves another merchant account (a restaurant's) beside the start options' one. */
    addAccount(account: StripeFakeAccount) {
      accounts.add(account);
    },
    /** The start options' account's webhook URL, often known only after the fake started. */
    setWebhookUrl(next: string) {
      accounts.primary.webhookUrl = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
