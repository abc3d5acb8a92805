import type { BillingProvider } from '@meja/shared/billing';

/** Integer rupiah; an adapter converts to its gateway's unit (Stripe wants rupiah × 100). */
export interface Money {
  amount: number;
  currency: 'IDR';
}

/** The invoice a checkout pays, as a gateway needs it (order id, item line, customer page). */
export interface CheckoutInvoice {
  id: string;
  number: string;
  description: string;
  dueAt: Date;
  tenantSlug: string;
  tenantName: string;
}

export interface CheckoutRequest {
  invoice: CheckoutInvoice;
  amount: Money;
  /**
   * Meja's own page of this invoice, its link token included: the manual provider's payment page,
   * and where a gateway sends the payer back after paying.
   */
  invoicePageUrl: string;
}

export interface CheckoutSession {
  /** Where the browser goes to pay. */
  paymentUrl: string;
  /** The gateway's id of the checkout, kept on the invoice to match its webhooks. */
  providerRef?: string;
}

/**
 * A plan checkout through a billing provider (reference/integrations.md §1.1). The checkout route
 * never knows which one runs: the platform setting `billingProvider` picks it (see registry.ts).
 * Gateways add webhook parsing when they are built.
 */
export interface CheckoutProvider {
  readonly id: BillingProvider;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}
