import type { CheckoutProvider, Money } from './checkout-provider';

/*
 * The payment gateways of issue 17 (Midtrans, Xendit, Stripe) behind one shape: a plan checkout
 * (CheckoutProvider), the webhook's verification on the raw body, and the status of a checkout
 * asked of the gateway (a lost webhook; Midtrans's confirmation). Each adapter lives in its own
 * folder (`midtrans/`, `xendit/`, `stripe/`) with its local fake, and takes its base URL from its
 * config so the tests and `npm start` can point it at the fake. Wire formats, signatures and test
 * vectors: ../shared/reference/integrations.md §2–4 and §10.
 */

/** What a gateway says of a checkout; only PAID moves money in Meja. */
export type GatewayPaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED' | 'REFUNDED';

/** A verified webhook, in Meja's terms. */
export interface GatewayEvent {
  /**
   * The provider's own id of this event, stored so a replay changes nothing: Stripe's `evt_…`,
   * Xendit's callback `id` (else the invoice id + status), Midtrans's `transaction_id` + status.
   */
  eventId: string;
  /** Meja's reference the checkout was created with (the invoice id): order_id / external_id / client_reference_id. */
  reference: string;
  /** The gateway's id of the checkout or transaction, when the event names it. */
  providerRef: string | null;
  status: GatewayPaymentStatus;
  /** Integer rupiah (Stripe's amount ÷ 100; Midtrans's "25000.00" → 25000). */
  amount: number;
  /** As the gateway says it, upper case ('IDR'); a mismatch is refused by the caller. */
  currency: string;
}

/** The webhook request as received: the raw bytes, before anything was parsed or trusted. */
export interface WebhookRequest {
  rawBody: Buffer;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
}

/**
 * Why a webhook is refused: the HTTP status the route answers with (400 malformed, 401 bad or
 * missing signature or token, 415 wrong content type) and a short reason for the log. Never the
 * secret, never the expected signature.
 */
export class WebhookRefused extends Error {
  constructor(
    readonly status: 400 | 401 | 415,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'WebhookRefused';
  }
}

export interface GatewayStatus {
  status: GatewayPaymentStatus;
  amount: number;
  currency: string;
  providerRef: string | null;
}

export interface PaymentGateway extends CheckoutProvider {
  /**
   * The event of a webhook whose signature or token holds, else WebhookRefused. Works on the raw
   * body only (the route never JSON-parses a webhook before this); constant-time comparisons.
   */
  verifyWebhook(request: WebhookRequest): Promise<GatewayEvent>;
  /**
   * What getStatus is asked by: Meja's reference (the invoice id) for Midtrans and Xendit; the
   * checkout's providerRef for Stripe, which cannot look a session up by Meja's reference.
   */
  readonly statusBy: 'reference' | 'providerRef';
  /** The checkout's status asked of the gateway (see statusBy). */
  getStatus(key: string): Promise<GatewayStatus>;
}

/** A POS payment through the restaurant's own gateway account: a card-pay link, or a QRIS. */
export interface GatewayPaymentRequest {
  /** Meja's payment id (a UUID): Midtrans order_id, Xendit external_id / reference_id, Stripe client_reference_id. */
  reference: string;
  method: 'CARD' | 'QRIS';
  amount: Money;
  /** One line for the pay page and the merchant's dashboard, e.g. 'Pesanan POS — Warung Sari'. */
  description: string;
  /**
   * The restaurant's webhook URL (`/api/v1/webhooks/{provider}/{tenantId}`). Midtrans is told it on
   * every request (`X-Override-Notification`); Xendit and Stripe send to the URL registered in the
   * merchant's dashboard, so they ignore it.
   */
  notificationUrl: string;
  /** Where a card payer's browser goes after paying. */
  returnUrl: string;
  /** When an unpaid link or QR stops working. */
  expiresAt: Date;
}

export interface GatewayPayment {
  /** The hosted card page (CARD); null for a QRIS. */
  payUrl: string | null;
  /** The QRIS payload to show as a QR (QRIS); null for a card link. */
  qrString: string | null;
  /** The gateway's id of the checkout / transaction / QR code: its status is asked by it when needed. */
  providerRef: string | null;
}

/** A method this gateway does not offer (Stripe has no QRIS). */
export class GatewayMethodUnsupported extends Error {
  constructor(readonly method: 'CARD' | 'QRIS') {
    super(`gateway does not offer ${method}`);
    this.name = 'GatewayMethodUnsupported';
  }
}

/** A gateway that can take the restaurant's own POS payments (issue 17). */
export interface PosPaymentGateway extends PaymentGateway {
  readonly supportsQris: boolean;
  createPayment(request: GatewayPaymentRequest): Promise<GatewayPayment>;
  /** A POS payment's status, asked of the gateway by what it needs (the reference or the providerRef). */
  paymentStatus(payment: {
    reference: string;
    providerRef: string | null;
    method: 'CARD' | 'QRIS';
  }): Promise<GatewayStatus>;
}
