import Stripe from 'stripe';
import type { PaymentGateway } from '../gateway';
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

export function createStripeGateway(config: StripeGatewayConfig): PaymentGateway {
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

  return {
    id: 'stripe',
    statusBy: 'providerRef',

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

    /**
     * Stripe cannot look a session up by client_reference_id, so `reference` must be the session id
     * (cs_…) the invoice stored as its providerRef at checkout.
     */
    async getStatus(reference) {
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
    },
  };
}
