import Stripe from 'stripe';
import {
  GatewayMethodUnsupported,
  type GatewayPayment,
  type GatewayPaymentRequest,
  type GatewayStatus,
  type PosPaymentGateway,
} from '../gateway';
import {
  rupiahFromMinorUnits,
  sessionStatus,
  stripeSessionSchema,
  verifyStripeWebhook,
} from './stripe-webhook';

export const STRIPE_API_BASE_URL = 'https://api.stripe.com';

export interface StripeGatewayConfig {
  /** https://api.stripe.com, or a local fake's http://127.0.0.1:<port> (no path). */
  baseUrl: string;
  /** sk_live_… / sk_test_… */
  secretKey: string;
  /** The endpoint's signing secret, whsec_… */
  webhookSecret: string;
  /** The clock the 300 s signature tolerance is measured against. */
  now?: () => Date;
  fetch?: typeof fetch;
}

/** The official client, pointed at `baseUrl` through its host/port/protocol options. */
function stripeClient(config: StripeGatewayConfig): Stripe {
  const url = new URL(config.baseUrl);
  if (url.pathname !== '/' || url.search) throw new Error('Stripe baseUrl must be an origin without a path');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: Stripe.createFetchHttpClient(config.fetch),
    // A checkout is created once per click; the payer retries, not the client behind their back.
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
  });
}

/** The provider, the call and the HTTP status or error type — never Stripe's message, which may echo the key. */
function gatewayError(call: string, error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ? `HTTP ${error.statusCode}` : 'no HTTP answer';
    return new Error(`Stripe ${call} failed (${status}, ${error.type})`);
  }
  return new Error(`Stripe ${call} failed (no HTTP answer)`);
}

/** Stripe's bounds of a Checkout Session's expires_at, from its creation (docs: 30 minutes to 24 hours). */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/** Kept inside the bounds by this much: Stripe counts from its own clock, a little after ours. */
const EXPIRY_MARGIN_SECONDS = 60;

/**
 * The payment's expiry as Stripe allows it. A POS link meant to lapse sooner than 30 minutes stays
 * open until then: Stripe cannot close it earlier at creation.
 */
export function stripeExpiresAt(expiresAt: Date, now: Date): number {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const earliest = nowSeconds + MIN_EXPIRY_SECONDS + EXPIRY_MARGIN_SECONDS;
  const latest = nowSeconds + MAX_EXPIRY_SECONDS - EXPIRY_MARGIN_SECONDS;
  return Math.min(latest, Math.max(earliest, Math.floor(expiresAt.getTime() / 1000)));
}

export function createStripeGateway(config: StripeGatewayConfig): PosPaymentGateway {
  const stripe = stripeClient(config);
  const now = config.now ?? (() => new Date());

  async function retrieveSession(sessionId: string) {
    let session: unknown;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      throw gatewayError('checkout session retrieve', error);
    }
    const parsed = stripeSessionSchema.safeParse(session);
    if (!parsed.success) throw new Error('Stripe checkout session retrieve answered an unexpected body');
    return parsed.data;
  }

  /**
   * Stripe cannot look a session up by client_reference_id, so `reference` must be the session id
   * (cs_…) stored as the providerRef at checkout.
   */
  async function getStatus(reference: string): Promise<GatewayStatus> {
    if (!reference.startsWith('cs_')) {
      throw new Error('Stripe getStatus needs the checkout session id (cs_…), the invoice providerRef');
    }
    const session = await retrieveSession(reference);
    const amount = rupiahFromMinorUnits(session.amount_total);
    if (amount === null) throw new Error('Stripe checkout session amount is not a whole number of rupiah');
    return {
      status: sessionStatus(session),
      amount,
      currency: session.currency.toUpperCase(),
      providerRef: session.id,
    };
  }

  /** A card-only Checkout Session for the POS payment; Stripe has no QRIS. */
  async function createPayment(request: GatewayPaymentRequest): Promise<GatewayPayment> {
    if (request.method !== 'CARD') throw new GatewayMethodUnsupported(request.method);
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create({
        mode: 'payment',
        // stripe 23 (API 2026-10-28.endive) replaced payment_method_types with this filter (its CHANGELOG).
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'idr',
              // IDR is not zero-decimal at Stripe: Rp149.000 is sent as 14900000.
              unit_amount: request.amount.amount * 100,
              product_data: { name: request.description },
            },
          },
        ],
        client_reference_id: request.reference,
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
        expires_at: stripeExpiresAt(request.expiresAt, now()),
      });
    } catch (error) {
      throw gatewayError('checkout session create', error);
    }
    if (!session.url) throw new Error('Stripe checkout session create answered no url');
    return { payUrl: session.url, qrString: null, providerRef: session.id };
  }

  return {
    id: 'stripe',
    statusBy: 'providerRef',
    supportsQris: false,
    createPayment,

    async createCheckout(request) {
      const { invoice, amount, invoicePageUrl } = request;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'idr',
                // IDR is not zero-decimal at Stripe: Rp149.000 is sent as 14900000.
                unit_amount: amount.amount * 100,
                product_data: { name: `${invoice.number} ${invoice.description}` },
              },
            },
          ],
          client_reference_id: invoice.id,
          metadata: { invoiceId: invoice.id },
          success_url: invoicePageUrl,
          cancel_url: invoicePageUrl,
        });
      } catch (error) {
        throw gatewayError('checkout session create', error);
      }
      if (!session.url) throw new Error('Stripe checkout session create answered no url');
      return { paymentUrl: session.url, providerRef: session.id };
    },

    async verifyWebhook(request) {
      return verifyStripeWebhook({ stripe, webhookSecret: config.webhookSecret, now }, request);
    },

    getStatus,

    /** By the session id (providerRef), as getStatus asks it. */
    async paymentStatus(payment) {
      if (payment.method !== 'CARD') throw new GatewayMethodUnsupported(payment.method);
      if (!payment.providerRef)
        throw new Error('Stripe payment status needs the checkout session id (providerRef)');
      return getStatus(payment.providerRef);
    },
  };
}
