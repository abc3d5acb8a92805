import type { CheckoutProvider } from './checkout-provider';

/**
 * No gateway: the payer is sent to Meja's invoice page, which shows the amount and the platform's
 * bank-transfer details; the super admin marks the invoice paid when the transfer arrives.
 */
export const manualCheckoutProvider: CheckoutProvider = {
  id: 'manual',
  async createCheckout(request) {
    return { paymentUrl: request.invoicePageUrl };
  },
};
