import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import { basicAuthorization, rupiah } from './xendit-invoice';
import { readBody, parseJsonOrNull, sendJson, escapeHtml } from '../fake-http';

/** An invoice as the fake keeps it; its JSON is the body of the create, list and callback answers. */
interface FakeInvoice {
  id: string;
  external_id: string;
  user_id: string;
  status: 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';
  merchant_name: string;
  amount: number;
  paid_amount?: number;
  description: string;
  currency: string;
  invoice_url: string;
  expiry_date: string;
  success_redirect_url?: string;
  failure_redirect_url?: string;
  payment_method?: string;
  bank_code?: string;
  payment_channel?: string;
  paid_at?: string;
  created: string;
  updated: string;
}

/** A callback the fake sent: its exact bytes and headers, and how the app under test answered. */
export interface XenditFakeDelivery {
  rawBody: string;
  headers: Record<string, string>;
  answeredStatus: number | null;
}

export interface XenditEmit {
  /** The Xendit invoice id, or Meja's external_id. */
  invoice: string;
  status: 'PAID' | 'SETTLED' | 'EXPIRED';
  /** Sent instead of the invoice's amount (a forged callback); the fake's state keeps the real one. */
  amount?: number;
  /** Sent instead of the configured token (a forged callback). */
  callbackToken?: string;
}

const USER_ID = '599bd7f1ccab55b020bb1147';

const createBody = z.object({
  external_id: z.string().min(1),
  amount: rupiah,
  currency: z.literal('IDR').default('IDR'),
  description: z.string().default(''),
  invoice_duration: z.number().int().positive().default(86_400),
  success_redirect_url: z.string().optional(),
  failure_redirect_url: z.string().optional(),
});

const emitBody = z.object({
  invoice: z.string().min(1),
  amount: z.number().optional(),
  callbackToken: z.string().optional(),
});

function xenditError(response: ServerResponse, status: number, errorCode: string, message: string) {
  sendJson(response, status, { error_code: errorCode, message });
}

function payPage(invoice: FakeInvoice): string {
  const amount = new Intl.NumberFormat('id-ID').format(invoice.amount);
  const action =
    invoice.status === 'PENDING'
      ? `<form method="post" action="/web/${invoice.id}/pay"><button type="submit">Bayar</button></form>`
      : `<p>Status: ${invoice.status}</p>`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Xendit (fake) — ${escapeHtml(invoice.external_id)}</title></head>
<body><h1>Xendit (fake)</h1><p>${escapeHtml(invoice.description)}</p><p>IDR ${amount}</p>${action}</body></html>`;
}

/**
 * A local stand-in for Xendit's Invoice API (reference/integrations.md §3.2, §3.5): create
 * (`POST /v2/invoices`), list by external_id and read by id (`GET /v2/invoices…`), all behind Basic
 * auth with the secret key; the hosted page at `invoice_url` (`/web/{id}`) whose "Bayar" marks the
 * invoice paid, sends the invoice callback with `x-callback-token` and redirects (303) to
 * `success_redirect_url`; and `POST /__fake/emit/invoice-paid|invoice-settled|invoice-expired`
 * (also `emit()`) to send a callback from a test. State is kept so a status call agrees with the
 * callbacks sent.
 */
export async function startXenditFake(options: {
  secretKey: string;
  callbackToken: string;
  webhookUrl?: string;
}) {
  const invoices = new Map<string, FakeInvoice>();
  const deliveries: XenditFakeDelivery[] = [];
  const expectedAuthorization = basicAuthorization(options.secretKey);
  let webhookUrl = options.webhookUrl;
  let url = '';

  const find = (idOrExternalId: string) =>
    invoices.get(idOrExternalId) ??
    [...invoices.values()].filter((invoice) => invoice.external_id === idOrExternalId).at(-1);

  /**
   * Moves the invoice to the status and POSTs its callback, as Xendit's "Invoices paid" webhook:
   * the invoice object with the payment's details, without `invoice_url` and `expiry_date`. A forged
   * amount or token changes only what is sent. Without a webhookUrl nothing is sent
   * (answeredStatus null), so the pay page still works on its own.
   */
  async function emit(request: XenditEmit): Promise<XenditFakeDelivery> {
    const invoice = find(request.invoice);
    if (!invoice) throw new Error(`Xendit fake: no invoice ${request.invoice}`);
    const now = new Date().toISOString();
    invoice.status = request.status;
    invoice.updated = now;
    if (request.status !== 'EXPIRED' && !invoice.paid_at) {
      Object.assign(invoice, {
        paid_amount: invoice.amount,
        paid_at: now,
        payment_method: 'BANK_TRANSFER',
        bank_code: 'BCA',
        payment_channel: 'BCA',
      });
    }
    const { invoice_url: _url, expiry_date: _expiry, ...callback } = invoice;
    const amount = request.amount ?? invoice.amount;
    const paidAmount = invoice.paid_amount === undefined ? {} : { paid_amount: amount };
    const rawBody = JSON.stringify({ ...callback, amount, ...paidAmount });
    const headers = {
      'content-type': 'application/json',
      'x-callback-token': request.callbackToken ?? options.callbackToken,
    };
    const delivery: XenditFakeDelivery = { rawBody, headers, answeredStatus: null };
    deliveries.push(delivery);
    if (webhookUrl) {
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers,
        body: rawBody,
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      delivery.answeredStatus = answer?.status ?? null;
    }
    return delivery;
  }

  async function createInvoice(request: IncomingMessage, response: ServerResponse) {
    const parsed = createBody.safeParse(parseJsonOrNull(await readBody(request)));
    if (!parsed.success) {
      xenditError(response, 400, 'API_VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
      return;
    }
    const id = randomBytes(12).toString('hex');
    const created = new Date();
    const invoice: FakeInvoice = {
      id,
      external_id: parsed.data.external_id,
      user_id: USER_ID,
      status: 'PENDING',
      merchant_name: 'Meja (fake)',
      amount: parsed.data.amount,
      description: parsed.data.description,
      currency: parsed.data.currency,
      invoice_url: `${url}/web/${id}`,
      expiry_date: new Date(created.getTime() + parsed.data.invoice_duration * 1000).toISOString(),
      success_redirect_url: parsed.data.success_redirect_url,
      failure_redirect_url: parsed.data.failure_redirect_url,
      created: created.toISOString(),
      updated: created.toISOString(),
    };
    invoices.set(id, invoice);
    sendJson(response, 200, {
      ...invoice,
      available_banks: [],
      available_ewallets: [],
      should_send_email: false,
    });
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const { pathname, searchParams } = new URL(request.url ?? '/', url);
    const method = request.method ?? 'GET';
    const page = /^\/web\/([0-9a-f]+)(\/pay)?$/.exec(pathname);
    if (page) {
      const invoice = invoices.get(page[1] ?? '');
      if (!invoice) return void response.writeHead(404).end('Invoice not found');
      if (method === 'GET' && !page[2]) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(invoice));
        return;
      }
      if (method === 'POST' && page[2] && invoice.status === 'PENDING') {
        await emit({ invoice: invoice.id, status: 'PAID' });
        response
          .writeHead(303, { location: invoice.success_redirect_url ?? `${url}/web/${invoice.id}` })
          .end();
        return;
      }
      return void response.writeHead(409).end('Invoice is not payable');
    }
    const emitted = /^\/__fake\/emit\/invoice-(paid|settled|expired)$/.exec(pathname);
    if (method === 'POST' && emitted) {
      const body = emitBody.safeParse(parseJsonOrNull(await readBody(request)));
      const status = emitted[1] === 'expired' ? 'EXPIRED' : emitted[1] === 'settled' ? 'SETTLED' : 'PAID';
      if (!body.success || !find(body.data.invoice))
        return xenditError(response, 404, 'NOT_FOUND', 'no such invoice');
      const delivery = await emit({ ...body.data, status });
      return sendJson(response, 200, { answeredStatus: delivery.answeredStatus });
    }
    if (!pathname.startsWith('/v2/invoices')) return xenditError(response, 404, 'NOT_FOUND', 'unknown path');
    if (request.headers.authorization !== expectedAuthorization) {
      return xenditError(response, 401, 'INVALID_API_KEY', 'API key is not authorized for this API service');
    }
    if (method === 'POST' && pathname === '/v2/invoices') {
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return xenditError(response, 400, 'API_VALIDATION_ERROR', 'Content-Type must be application/json');
      }
      return createInvoice(request, response);
    }
    if (method === 'GET' && pathname === '/v2/invoices') {
      const externalId = searchParams.get('external_id');
      return sendJson(
        response,
        200,
        [...invoices.values()].filter((invoice) => !externalId || invoice.external_id === externalId),
      );
    }
    const byId = /^\/v2\/invoices\/([^/]+)$/.exec(pathname);
    const invoice = method === 'GET' && byId ? invoices.get(byId[1] ?? '') : undefined;
    if (invoice) return sendJson(response, 200, invoice);
    return xenditError(response, 404, 'INVOICE_NOT_FOUND_ERROR', 'Invoice not found');
  }

  const server = createServer((request, response) => {
    route(request, response).catch(() => {
      if (!response.headersSent) xenditError(response, 500, 'SERVER_ERROR', 'fake failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  return {
    url,
    deliveries,
    emit,
    setWebhookUrl(next: string) {
      webhookUrl = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type XenditFake = Awaited<ReturnType<typeof startXenditFake>>;
