/*
 * Xendit through its Invoice API (reference/integrations.md §3), with raw fetch rather than the
 * official `xendit-node` 7.0.0. The SDK could be pointed at the fake (`xenditURL`), but: Meja needs
 * two calls here (create, list by external_id) that take fewer lines than the SDK's set-up; the POS
 * part needs Xendit's QR Codes API, which the SDK lacks (§9), so raw fetch is needed anyway and one
 * style serves both; and 7.0.0's package.json has no `license` field, which an open-source project
 * cannot ship without checking. Same pattern as the other adapters: injectable base URL and fetch.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookRefused, type GatewayEvent, type GatewayStatus, type PaymentGateway } from '../gateway';
import {
  amountOf,
  basicAuthorization,
  gatewayStatusOf,
  xenditInvoiceBody,
  type XenditInvoiceBody,
} from './xendit-invoice';

export { XENDIT_API_URL } from './xendit-invoice';

/** A call that takes longer is given up; the checkout route answers an error, the poller retries. */
const TIMEOUT_MS = 15_000;

export interface XenditGatewayConfig {
  /** XENDIT_API_URL, or the fake's `http://127.0.0.1:<port>`. */
  baseUrl: string;
  /** `xnd_development_…` / `xnd_production_…`: the username of Basic auth, no password. */
  secretKey: string;
  /** The account's "Callback verification token", sent back as `x-callback-token`. */
  callbackToken: string;
  fetch?: typeof fetch;
}

const createdInvoice = z.object({ id: z.string().min(1), invoice_url: z.string().min(1) });
const xenditError = z.object({ error_code: z.string() });

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal-length buffers, so neither the token nor its length leaks in timing.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * One external_id can name several Xendit invoices (a checkout opened twice, one expired and one
 * reopened); the payer's fate is the most advanced of them whatever order the list comes in: a paid
 * one, else one still open, else an expired one.
 */
function decisiveInvoice(invoices: XenditInvoiceBody[]): XenditInvoiceBody | undefined {
  const rank = (invoice: XenditInvoiceBody) =>
    ['EXPIRED', 'PENDING', 'PAID'].indexOf(gatewayStatusOf(invoice.status));
  return invoices.reduce<XenditInvoiceBody | undefined>(
    (best, invoice) => (best && rank(best) >= rank(invoice) ? best : invoice),
    undefined,
  );
}

export function createXenditGateway(config: XenditGatewayConfig): PaymentGateway {
  if (!config.secretKey) throw new Error('Xendit: the secret key is not set');
  if (!config.callbackToken) throw new Error('Xendit: the callback token is not set');
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');
  const authorization = basicAuthorization(config.secretKey);

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown';
      throw new Error(`Xendit ${method} ${path.split('?')[0]}: no answer (${reason})`);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = xenditError.safeParse(answer);
      const code = parsed.success ? `: ${parsed.data.error_code}` : '';
      throw new Error(`Xendit ${method} ${path.split('?')[0]} answered ${response.status}${code}`);
    }
    return answer;
  }

  return {
    id: 'xendit',
    statusBy: 'reference',

    async createCheckout(request) {
      const answer = await call('POST', '/v2/invoices', {
        external_id: request.invoice.id,
        amount: request.amount.amount,
        currency: 'IDR',
        description: request.invoice.description,
        success_redirect_url: request.invoicePageUrl,
        failure_redirect_url: request.invoicePageUrl,
      });
      const invoice = createdInvoice.safeParse(answer);
      if (!invoice.success) throw new Error('Xendit POST /v2/invoices: unexpected answer');
      return { paymentUrl: invoice.data.invoice_url, providerRef: invoice.data.id };
    },

    /*
     * The token proves the sender, not the body: Xendit signs nothing, so an amount altered by
     * whoever holds the token passes here and is caught by the caller's amount check (or a status
     * call). Order: token (401), then content type (415), then JSON and fields (400).
     * eventId: the invoice callback carries no event id of its own — its `id` is the invoice's id —
     * so the event is the invoice id + ':' + Xendit's status; a retry of the same callback repeats
     * it, while PAID and a later SETTLED are two events that both say PAID.
     */
    async verifyWebhook({ rawBody, headers }): Promise<GatewayEvent> {
      const token = headers['x-callback-token'];
      if (!token) throw new WebhookRefused(401, 'missing x-callback-token');
      if (!sameSecret(token, config.callbackToken)) throw new WebhookRefused(401, 'wrong x-callback-token');
      if (!isJson(headers['content-type'])) throw new WebhookRefused(415, 'not application/json');
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRefused(400, 'body is not JSON');
      }
      const callback = xenditInvoiceBody.safeParse(body);
      if (!callback.success) throw new WebhookRefused(400, 'not an invoice callback');
      const invoice = callback.data;
      return {
        eventId: `${invoice.id}:${invoice.status}`,
        reference: invoice.external_id,
        providerRef: invoice.id,
        status: gatewayStatusOf(invoice.status),
        amount: amountOf(invoice),
        currency: invoice.currency.toUpperCase(),
      };
    },

    async getStatus(reference): Promise<GatewayStatus> {
      const path = `/v2/invoices?external_id=${encodeURIComponent(reference)}`;
      const invoices = z.array(xenditInvoiceBody).safeParse(await call('GET', path));
      if (!invoices.success) throw new Error('Xendit GET /v2/invoices: unexpected answer');
      const invoice = decisiveInvoice(invoices.data);
      if (!invoice) throw new Error('Xendit GET /v2/invoices: no invoice with this reference');
      return {
        status: gatewayStatusOf(invoice.status),
        amount: amountOf(invoice),
        currency: invoice.currency.toUpperCase(),
        providerRef: invoice.id,
      };
    },
  };
}
