import Stripe from 'stripe';
import { z } from 'zod';
import {
  WebhookRefused,
  type GatewayEvent,
  type GatewayPaymentStatus,
  type WebhookRequest,
} from '../gateway';

/** Stripe's own tolerance (stripe-node `DEFAULT_TOLERANCE`), applied here to future timestamps too. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The Checkout Session as an event carries it. `amount_total` is in IDR's minor unit: IDR is NOT a
 * zero-decimal currency at Stripe (integrations.md §4.2), so Rp25.000 arrives as 2500000.
 */
export const stripeSessionSchema = z.object({
  id: z.string().startsWith('cs_'),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nonnegative(),
  currency: z.string().min(1),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
export type StripeSession = z.infer<typeof stripeSessionSchema>;

const eventEnvelopeSchema = z.object({
  id: z.string().startsWith('evt_'),
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }),
});

/** What a reference-carrying object outside the handled types may still name (else ''). */
const anyObjectSchema = z.object({
  id: z.string().optional(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/*
 * Event type → Meja status (docs.stripe.com/checkout/fulfillment):
 *   checkout.session.completed               payment_status 'paid' → PAID, else PENDING (a delayed
 *                                            method such as a bank transfer still under way)
 *   checkout.session.async_payment_succeeded → PAID
 *   checkout.session.async_payment_failed    → FAILED
 *   checkout.session.expired                 → EXPIRED
 * Any other correctly signed type (payment_intent.*, charge.*, …) is answered as PENDING with its
 * event id, amount 0 and currency '': PENDING moves no money, so the caller acknowledges it with a
 * 2xx (Stripe would otherwise retry it for days) and changes nothing.
 */
const HANDLED_EVENT_TYPES: Readonly<Record<string, (session: StripeSession) => GatewayPaymentStatus>> = {
  'checkout.session.completed': (session) => (session.payment_status === 'paid' ? 'PAID' : 'PENDING'),
  'checkout.session.async_payment_succeeded': () => 'PAID',
  'checkout.session.async_payment_failed': () => 'FAILED',
  'checkout.session.expired': () => 'EXPIRED',
};

/**
 * The session's status as getStatus answers it. A session whose delayed payment failed stays
 * `complete` + `unpaid` at Stripe, so it reads PENDING here; only the webhook says FAILED.
 */
export function sessionStatus(session: StripeSession): GatewayPaymentStatus {
  if (session.payment_status === 'paid') return 'PAID';
  if (session.status === 'expired') return 'EXPIRED';
  return 'PENDING';
}

/** Stripe's minor units → integer rupiah; a fraction of a rupiah cannot be an invoice amount. */
export function rupiahFromMinorUnits(minorUnits: number): number | null {
  return minorUnits % 100 === 0 ? minorUnits / 100 : null;
}

export function sessionReference(session: {
  client_reference_id?: string | null | undefined;
  metadata?: Record<string, string> | null | undefined;
}): string {
  return session.client_reference_id || session.metadata?.invoiceId || '';
}

function isJsonContentType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function signedTimestamp(header: string): number | null {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key === 't' && value && /^\d+$/.test(value)) return Number(value);
  }
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

interface VerifyConfig {
  stripe: Stripe;
  webhookSecret: string;
  now: () => Date;
}

/**
 * Verifies on the raw bytes with the official `stripe.webhooks.constructEvent` (HMAC-SHA256 of
 * `${t}.${body}`, any `v1` of the header may match, compared with crypto.timingSafeEqual, 300 s
 * tolerance against the injected clock), then parses. Stripe's client only refuses old
 * timestamps; a timestamp more than the tolerance ahead of the clock is refused here as well.
 */
export function verifyStripeWebhook(config: VerifyConfig, request: WebhookRequest): GatewayEvent {
  if (!isJsonContentType(request.headers['content-type'])) {
    throw new WebhookRefused(415, 'content type is not application/json');
  }
  const header = request.headers['stripe-signature'];
  if (!header) throw new WebhookRefused(401, 'missing Stripe-Signature header');
  if (request.rawBody.length === 0) throw new WebhookRefused(400, 'empty body');

  const nowMs = config.now().getTime();
  let parsed: unknown;
  try {
    parsed = config.stripe.webhooks.constructEvent(
      request.rawBody,
      header,
      config.webhookSecret,
      STRIPE_SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      nowMs,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookRefused(401, 'signature does not verify or timestamp outside tolerance');
    }
    // The signature held; only JSON.parse after it can throw anything else.
    throw new WebhookRefused(400, 'body is not JSON');
  }
  const timestamp = signedTimestamp(header);
  if (timestamp === null || timestamp - Math.floor(nowMs / 1000) > STRIPE_SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookRefused(401, 'timestamp outside tolerance');
  }
  // Stripe's client decodes the bytes leniently; bytes that are not UTF-8 were not what Stripe sent.
  try {
    strictUtf8.decode(request.rawBody);
  } catch {
    throw new WebhookRefused(400, 'body is not UTF-8');
  }

  return eventFromPayload(parsed);
}

function eventFromPayload(payload: unknown): GatewayEvent {
  const envelope = eventEnvelopeSchema.safeParse(payload);
  if (!envelope.success) throw new WebhookRefused(400, 'not a Stripe event');
  const { id: eventId, type, data } = envelope.data;

  const statusOf = HANDLED_EVENT_TYPES[type];
  if (!statusOf) {
    const object = anyObjectSchema.safeParse(data.object);
    return {
      eventId,
      reference: object.success ? sessionReference(object.data) : '',
      providerRef: object.success ? (object.data.id ?? null) : null,
      status: 'PENDING',
      amount: 0,
      currency: '',
    };
  }

  const session = stripeSessionSchema.safeParse(data.object);
  if (!session.success) throw new WebhookRefused(400, 'event lacks the checkout session fields');
  const reference = sessionReference(session.data);
  if (!reference) throw new WebhookRefused(400, 'session names no client_reference_id');
  const amount = rupiahFromMinorUnits(session.data.amount_total);
  if (amount === null) throw new WebhookRefused(400, 'amount is not a whole number of rupiah');
  return {
    eventId,
    reference,
    providerRef: session.data.id,
    status: statusOf(session.data),
    amount,
    currency: session.data.currency.toUpperCase(),
  };
}
