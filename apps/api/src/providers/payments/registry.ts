import { AppError } from '../../platform/errors';
import type { CheckoutProvider } from './checkout-provider';
import { manualCheckoutProvider } from './manual';

const unavailable = (name: string) =>
  new AppError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    `Pembayaran melalui ${name} belum tersedia. Silakan hubungi admin Meja untuk pembayaran lewat transfer bank.`,
  );

/**
 * The checkout providers this build has, keyed by the platform setting `billingProvider`. A setting
 * naming one that is not built (midtrans, xendit, stripe for now) answers 503: paying through the
 * manual flow instead would leave the super admin expecting a gateway's confirmation that never comes.
 */
export function createCheckoutProviders(implemented: readonly CheckoutProvider[] = [manualCheckoutProvider]) {
  const byId = new Map<string, CheckoutProvider>(implemented.map((provider) => [provider.id, provider]));

  function forSetting(billingProvider: string): CheckoutProvider {
    const provider = byId.get(billingProvider.trim().toLowerCase());
    if (!provider) throw unavailable(billingProvider.trim() || 'penyedia ini');
    return provider;
  }

  return { forSetting };
}

export type CheckoutProviders = ReturnType<typeof createCheckoutProviders>;
