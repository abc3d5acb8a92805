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
import {
  WebhookRefused,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayPaymentRequest,
  type GatewayStatus,
  type PosPaymentGateway,
} from '../gateway';
import {
  amountOf,
  basicAuthorization,
  gatewayStatusOf,
  xenditInvoiceBody,
  type XenditInvoiceBody,
} from './xendit-invoice';
import {
  XENDIT_QR_API_VERSION,
  createdQrCode,
  isQrPaymentCallback,
  qrPaymentEvent,
  qrPaymentList,
  qrStatus,
  xenditQrCode,
} from './xendit-qr';

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
  /** The clock a POS payment's expiry is counted from. */
  now?: () => Date;
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

/** Seconds from now until expiresAt, rounded down so Xendit never takes a payment Meja counts as expired. */
function secondsUntil(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

const qrHeaders = { 'api-version': XENDIT_QR_API_VERSION };

export function createXenditGateway(config: XenditGatewayConfig): PosPaymentGateway {
  if (!config.secretKey) throw new Error('Xendit: the secret key is not set');
  if (!config.callbackToken) throw new Error('Xendit: the callback token is not set');
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, '');
  const authorization = basicAuthorization(config.secretKey);
  const now = config.now ?? (() => new Date());

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
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

  async function getStatus(reference: string): Promise<GatewayStatus> {
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
  }

  /** A card-only invoice: the payer's browser goes to its invoice_url. */
  async function createCardInvoice(request: GatewayPaymentRequest): Promise<GatewayPayment> {
    const answer = await call('POST', '/v2/invoices', {
      external_id: request.reference,
      amount: request.amount.amount,
      currency: 'IDR',
      description: request.description,
      invoice_duration: secondsUntil(request.expiresAt, now()),
      payment_methods: ['CREDIT_CARD'],
      success_redirect_url: request.returnUrl,
      failure_redirect_url: request.returnUrl,
    });
    const invoice = createdInvoice.safeParse(answer);
    if (!invoice.success) throw new Error('Xendit POST /v2/invoices: unexpected answer');
    return { payUrl: invoice.data.invoice_url, qrString: null, providerRef: invoice.data.id };
  }

  async function createQrCode(request: GatewayPaymentRequest): Promise<GatewayPayment> {
    const body = {
      reference_id: request.reference,
      type: 'DYNAMIC',
      currency: 'IDR',
      amount: request.amount.amount,
      expires_at: request.expiresAt.toISOString(),
    };
    const qr = createdQrCode.safeParse(await call('POST', '/qr_codes', body, qrHeaders));
    if (!qr.success) throw new Error('Xendit POST /qr_codes: unexpected answer');
    return { payUrl: null, qrString: qr.data.qr_string, providerRef: qr.data.id };
  }

  /** Paid when one of the QR's payments SUCCEEDED; else the QR's own state (ACTIVE, or INACTIVE/expired). */
  async function qrCodeStatus(qrId: string): Promise<GatewayStatus> {
    const path = `/qr_codes/${encodeURIComponent(qrId)}`;
    const payments = qrPaymentList.safeParse(await call('GET', `${path}/payments`, undefined, qrHeaders));
    if (!payments.success) throw new Error('Xendit GET /qr_codes/{id}/payments: unexpected answer');
    const qr = xenditQrCode.safeParse(await call('GET', path, undefined, qrHeaders));
    if (!qr.success) throw new Error('Xendit GET /qr_codes/{id}: unexpected answer');
    return qrStatus(qr.data, payments.data.data, now());
  }

  return {
    id: 'xendit',
    statusBy: 'reference',
    supportsQris: true,

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
     * it, while PAID and a later SETTLED are two events that both say PAID. A `qr.payment`
     * callback (the POS's QRIS, v2 or legacy V1 envelope) is read by xendit-qr.ts after the same
     * token check.
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
      if (isQrPaymentCallback(body)) {
        const event = qrPaymentEvent(body);
        if (!event) throw new WebhookRefused(400, 'not a qr.payment callback Meja reads');
        return event;
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

    getStatus,

    createPayment(request) {
      return request.method === 'QRIS' ? createQrCode(request) : createCardInvoice(request);
    },

    async paymentStatus(payment) {
      if (payment.method === 'CARD') return getStatus(payment.reference);
      if (!payment.providerRef) throw new Error('Xendit QRIS status needs the QR code id (providerRef)');
      return qrCodeStatus(payment.providerRef);
    },
  };
}
