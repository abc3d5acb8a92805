import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { stripeSignatureHeader } from './stripe-signature';
import { readBody, parseJsonOrNull, sendJson, escapeHtml } from '../fake-http';

/*
 * A local Stripe for tests and `npm start`: Checkout Sessions create/retrieve as the real API speaks
 * them (form-encoded bodies with bracket keys, Bearer secret key, Stripe's error envelope), a hosted
 * pay page at the session's url, and signed webhooks (integrations.md §4).
 */

export type StripeFakeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string;
  expires_at: number;
  created: number;
  livemode: false;
  payment_intent: string | null;
}

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
  body: string;
  headers: Record<string, string>;
}

export interface StripeFakeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where signed events are POSTed; none: events are only recorded. */
  webhookUrl?: string;
  /** 0 (default): any free port. */
  port?: number;
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

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const unixNow = () => Math.floor(Date.now() / 1000);

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  sendJson(res, status, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });
}

/** The session Stripe would answer for a `POST /v1/checkout/sessions` form, or the refused param. */
function sessionFromForm(
  form: URLSearchParams,
  baseUrl: string,
): FakeSession | { param: string; message: string } {
  const mode = form.get('mode');
  if (mode !== 'payment') return { param: 'mode', message: 'Invalid mode: must be payment in this fake' };
  const successUrl = form.get('success_url');
  if (!successUrl) return { param: 'success_url', message: 'Missing required param: success_url.' };
  const item = (key: string) => form.get(`line_items[0][${key}]`);
  if (!item('quantity') && !item('price_data][currency')) {
    return { param: 'line_items', message: 'Missing required param: line_items.' };
  }
  const currency = item('price_data][currency');
  if (!currency)
    return { param: 'line_items[0][price_data][currency]', message: 'Missing required param: currency.' };
  const unitAmount = Number(item('price_data][unit_amount'));
  if (!Number.isInteger(unitAmount) || unitAmount < 0) {
    return { param: 'line_items[0][price_data][unit_amount]', message: 'Invalid integer: unit_amount.' };
  }
  if (!item('price_data][product_data][name')) {
    return {
      param: 'line_items[0][price_data][product_data][name]',
      message: 'Missing required param: name.',
    };
  }
  const quantity = Number(item('quantity') ?? '1');
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  const id = randomId('cs_test_');
  const created = unixNow();
  return {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_total: unitAmount * quantity,
    currency: currency.toLowerCase(),
    client_reference_id: form.get('client_reference_id'),
    metadata,
    success_url: successUrl.replace('{CHECKOUT_SESSION_ID}', id),
    cancel_url: form.get('cancel_url'),
    url: `${baseUrl}/c/pay/${id}`,
    expires_at: created + 24 * 60 * 60,
    created,
    livemode: false,
    payment_intent: null,
  };
}

export async function startStripeFake(options: StripeFakeOptions) {
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, FakeSession>();
  const deliveries: StripeFakeDelivery[] = [];
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
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(signedBody, options.webhookSecret, timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    const body = emitOptions.alterBodyAfterSigning?.(signedBody) ?? signedBody;
    const delivery: StripeFakeDelivery = { status: 0, body, headers };
    if (webhookUrl) {
      // Stripe retries a failed delivery later; a failure never stops the payer's redirect.
      delivery.status = await fetch(webhookUrl, { method: 'POST', headers, body }).then(
        (answer) => answer.status,
        () => 0,
      );
    }
    deliveries.push(delivery);
    return delivery;
  }

  function authorized(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.headers.authorization === `Bearer ${options.secretKey}`) return true;
    sendJson(res, 401, {
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
    });
    return false;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', baseUrl);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    const payPath = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!authorized(req, res)) return;
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return stripeError(res, 400, 'Invalid request: the body must be application/x-www-form-urlencoded.');
      }
      const created = sessionFromForm(new URLSearchParams(await readBody(req)), baseUrl);
      if ('param' in created) return stripeError(res, 400, created.message, created.param);
      sessions.set(created.id, created);
      return sendJson(res, 200, created);
    }
    if (req.method === 'GET' && sessionPath?.[1]) {
      if (!authorized(req, res)) return;
      const session = sessions.get(sessionPath[1]);
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
      const request = emitRequestSchema.safeParse(parseJsonOrNull(await readBody(req)));
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
    handle(req, res).catch((error: unknown) => {
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
    emit,
    /** The app's webhook URL is often known only after the fake started. */
    setWebhookUrl(next: string) {
      webhookUrl = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
