import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { CheckoutRequest, CheckoutSession } from '../checkout-provider';
import {
  WebhookRefused,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayPaymentRequest,
  type GatewayStatus,
  type PosPaymentGateway,
  type WebhookRequest,
} from '../gateway';
import { coreAnswer, qrisChargeBody, qrisCharged, snapCardBody } from './midtrans-pos';
import {
  midtransBasicAuth,
  midtransFraudStatuses,
  midtransPaymentStatus,
  midtransSignature,
  midtransTransactionStatuses,
  parseMidtransGrossAmount,
} from './midtrans-wire';

/*
 * Midtrans through raw `fetch`, not the official `midtrans-client`: that client hard-codes its base
 * URLs as static class fields, so it cannot be pointed at the local fake, and it has no signature
 * helper anyway (reference/integrations.md §0, §9). Snap makes the plan checkout and the POS's
 * card link, the Core API charge the POS's QRIS, the HTTP notification carries its own SHA-512
 * signature, and GET /v2/{order_id}/status confirms it.
 */

/** A call that takes longer is given up; the route answers an error, the poller retries. */
const TIMEOUT_MS = 15_000;

export interface MidtransGatewayConfig {
  /** Core API: MIDTRANS_SANDBOX_API_URL / MIDTRANS_PRODUCTION_API_URL, or the fake's URL. */
  baseUrl: string;
  /** Snap: MIDTRANS_SANDBOX_SNAP_URL / MIDTRANS_PRODUCTION_SNAP_URL, or the fake's URL. */
  snapBaseUrl: string;
  serverKey: string;
  fetch?: typeof fetch;
  /** The clock a POS payment's expiry is counted from. */
  now?: () => Date;
}

/** GET status answered 404: Snap has no transaction until the payer picks a payment method. */
export class MidtransTransactionNotFound extends Error {
  constructor(reference: string) {
    super(`Midtrans has no transaction for order ${reference} yet (404)`);
    this.name = 'MidtransTransactionNotFound';
  }
}

const snapCreated = z.object({ token: z.string().min(1), redirect_url: z.string().url() });
const errorMessages = z.object({ error_messages: z.array(z.string()) });

/** The fields the signature covers, read as the strings they arrived as. */
const signedFields = z.object({
  order_id: z.string().min(1),
  status_code: z.string().min(1),
  gross_amount: z.string().min(1),
});

const transactionFields = z.object({
  order_id: z.string().min(1),
  status_code: z.string().min(1),
  gross_amount: z.string().min(1),
  transaction_id: z.string().min(1),
  transaction_status: z.enum(midtransTransactionStatuses),
  fraud_status: z.enum(midtransFraudStatuses).optional(),
  currency: z.string().min(1).optional(),
});
type TransactionFields = z.infer<typeof transactionFields>;

/** Midtrans answers with its own status_code in the body; 407 is its normal answer for an expired transaction. */
const statusAnswer = z.object({ status_code: z.string(), status_message: z.string().optional() });

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function sameText(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

function inMejaTerms(fields: TransactionFields) {
  const amount = parseMidtransGrossAmount(fields.gross_amount);
  if (amount === null) return null;
  return {
    status: midtransPaymentStatus(fields.transaction_status, fields.fraud_status),
    amount,
    currency: (fields.currency ?? 'IDR').toUpperCase(),
    providerRef: fields.transaction_id,
  };
}

/** Snap's token and redirect_url, else an error with Snap's status and its error_messages. */
async function snapTransaction(response: Response) {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reasons = errorMessages.safeParse(body);
    const detail = reasons.success ? `: ${reasons.data.error_messages.join('; ')}` : '';
    throw new Error(`Midtrans Snap answered ${response.status}${detail}`);
  }
  const created = snapCreated.safeParse(body);
  if (!created.success)
    throw new Error(`Midtrans Snap answered ${response.status} without a token and redirect_url`);
  return created.data;
}

function requireWholeRupiah(rupiah: number): void {
  if (!Number.isSafeInteger(rupiah) || rupiah <= 0)
    throw new Error('Midtrans needs a whole, positive rupiah amount');
}

export function createMidtransGateway(config: MidtransGatewayConfig): PosPaymentGateway {
  const send = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: midtransBasicAuth(config.serverKey),
  };

  async function call(
    what: string,
    url: string,
    init: RequestInit,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    try {
      return await send(url, {
        ...init,
        headers: { ...headers, ...extraHeaders },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`Midtrans ${what} unreachable`, { cause: error });
    }
  }

  async function createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const rupiah = request.amount.amount;
    requireWholeRupiah(rupiah);
    const response = await call('Snap', `${config.snapBaseUrl}/snap/v1/transactions`, {
      method: 'POST',
      body: JSON.stringify({
        transaction_details: { order_id: request.invoice.id, gross_amount: rupiah },
        // Midtrans refuses an item id or name longer than 50 characters.
        item_details: [
          {
            id: request.invoice.number.slice(0, 50),
            price: rupiah,
            quantity: 1,
            name: request.invoice.description.slice(0, 50),
          },
        ],
        callbacks: { finish: request.invoicePageUrl },
      }),
    });
    const created = await snapTransaction(response);
    return { paymentUrl: created.redirect_url, providerRef: created.token };
  }

  /*
   * The signature sits inside the JSON body, so the body is parsed (as plain JSON, nothing trusted
   * yet) to read the three signed strings exactly as sent; the rest is read only once they hold.
   */
  async function verifyWebhook({ rawBody, headers: received }: WebhookRequest): Promise<GatewayEvent> {
    if (!isJson(received['content-type']))
      throw new WebhookRefused(415, 'content type is not application/json');
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRefused(400, 'body is not JSON');
    }
    const signed = signedFields.safeParse(body);
    if (!signed.success) throw new WebhookRefused(400, 'order_id, status_code or gross_amount missing');
    const signatureKey: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'signature_key') : null;
    if (typeof signatureKey !== 'string' || signatureKey === '')
      throw new WebhookRefused(401, 'signature_key missing');
    const expected = midtransSignature({
      orderId: signed.data.order_id,
      statusCode: signed.data.status_code,
      grossAmount: signed.data.gross_amount,
      serverKey: config.serverKey,
    });
    if (!sameText(signatureKey, expected)) throw new WebhookRefused(401, 'signature_key does not match');

    const fields = transactionFields.safeParse(body);
    if (!fields.success)
      throw new WebhookRefused(400, 'transaction_id or a known transaction_status missing');
    const event = inMejaTerms(fields.data);
    if (!event) throw new WebhookRefused(400, 'gross_amount is not a whole rupiah amount');
    return {
      eventId: `${fields.data.transaction_id}:${fields.data.transaction_status}`,
      reference: fields.data.order_id,
      ...event,
    };
  }

  async function getStatus(reference: string): Promise<GatewayStatus> {
    const response = await call('status', `${config.baseUrl}/v2/${encodeURIComponent(reference)}/status`, {
      method: 'GET',
    });
    const body: unknown = await response.json().catch(() => null);
    const answer = statusAnswer.safeParse(body);
    const code = answer.success ? Number(answer.data.status_code) : response.status;
    if (code === 404 || response.status === 404) throw new MidtransTransactionNotFound(reference);
    if (!response.ok || (code >= 400 && code !== 407)) throw new Error(`Midtrans status answered ${code}`);
    const fields = transactionFields.safeParse(body);
    if (!fields.success) throw new Error('Midtrans status answered without a known transaction_status');
    if (fields.data.order_id !== reference) throw new Error('Midtrans status answered for another order');
    const status = inMejaTerms(fields.data);
    if (!status) throw new Error('Midtrans status answered a gross_amount that is not whole rupiah');
    return status;
  }

  /** Snap limited to cards: the payer's browser goes to its redirect_url. */
  async function createCardLink(request: GatewayPaymentRequest, override: Record<string, string>) {
    const response = await call(
      'Snap',
      `${config.snapBaseUrl}/snap/v1/transactions`,
      { method: 'POST', body: JSON.stringify(snapCardBody(request, now())) },
      override,
    );
    const created = await snapTransaction(response);
    return { payUrl: created.redirect_url, qrString: null, providerRef: created.token };
  }

  /** A Core API QRIS charge: Midtrans answers in the body's status_code, whatever the HTTP status. */
  async function chargeQris(request: GatewayPaymentRequest, override: Record<string, string>) {
    const response = await call(
      'charge',
      `${config.baseUrl}/v2/charge`,
      { method: 'POST', body: JSON.stringify(qrisChargeBody(request, now())) },
      override,
    );
    const body: unknown = await response.json().catch(() => null);
    const charged = qrisCharged.safeParse(body);
    if (!charged.success) {
      const answer = coreAnswer.safeParse(body);
      const code = answer.success ? answer.data.status_code : String(response.status);
      const message = answer.success && answer.data.status_message ? `: ${answer.data.status_message}` : '';
      throw new Error(`Midtrans charge answered ${code}${message}`);
    }
    if (charged.data.order_id !== request.reference)
      throw new Error('Midtrans charge answered for another order');
    return { payUrl: null, qrString: charged.data.qr_string, providerRef: charged.data.transaction_id };
  }

  async function createPayment(request: GatewayPaymentRequest): Promise<GatewayPayment> {
    requireWholeRupiah(request.amount.amount);
    // Midtrans notifies the URL given per transaction, whatever the restaurant's dashboard says:
    // Meja's, with the restaurant in its path.
    const override = { 'x-override-notification': request.notificationUrl };
    return request.method === 'QRIS' ? chargeQris(request, override) : createCardLink(request, override);
  }

  /**
   * Snap has no transaction until the payer picks a method (GET status 404): still PENDING. Its
   * amount is not known yet, so 0, which a PENDING never moves anyway.
   */
  async function paymentStatus(payment: {
    reference: string;
    providerRef: string | null;
  }): Promise<GatewayStatus> {
    try {
      return await getStatus(payment.reference);
    } catch (error) {
      if (!(error instanceof MidtransTransactionNotFound)) throw error;
      return { status: 'PENDING', amount: 0, currency: 'IDR', providerRef: payment.providerRef };
    }
  }

  return {
    id: 'midtrans',
    statusBy: 'reference',
    supportsQris: true,
    createCheckout,
    verifyWebhook,
    getStatus,
    createPayment,
    paymentStatus,
  };
}
