import type { BillingProvider } from '@meja/shared/billing';
import type { TenantGatewaySecretField } from '@meja/shared/contracts/payment-gateway';
import { AppError } from '../../platform/errors';
import type { CheckoutProvider } from './checkout-provider';
import type { PosPaymentGateway } from './gateway';
import { manualCheckoutProvider } from './manual';
import {
  MIDTRANS_PRODUCTION_API_URL,
  MIDTRANS_PRODUCTION_SNAP_URL,
  MIDTRANS_SANDBOX_API_URL,
  MIDTRANS_SANDBOX_SNAP_URL,
} from './midtrans/midtrans-wire';
import { createMidtransGateway } from './midtrans/midtrans-gateway';
import { STRIPE_API_BASE_URL, createStripeGateway } from './stripe/stripe-gateway';
import { XENDIT_API_URL, createXenditGateway } from './xendit/xendit-gateway';

export type GatewayId = Exclude<BillingProvider, 'manual'>;

/** The gateways' API addresses from the environment (unset: the real ones). */
export interface GatewayUrls {
  MIDTRANS_API_URL?: string | undefined;
  MIDTRANS_SNAP_URL?: string | undefined;
  XENDIT_API_URL?: string | undefined;
  STRIPE_API_URL?: string | undefined;
}

/**
 * A gateway secret in plain text, null when it is not set: the platform's (plan checkout) or a
 * restaurant's (its POS payments); the fields share their names.
 */
export type SecretReader = (field: TenantGatewaySecretField) => string | null;

const unavailable = (name: string) =>
  new AppError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    `Pembayaran melalui ${name} belum tersedia. Silakan hubungi admin Meja untuk pembayaran lewat transfer bank.`,
  );

/** Midtrans's sandbox serves sandbox keys (`SB-Mid-server-…`); production keys go to production. */
function midtransUrls(urls: GatewayUrls, serverKey: string) {
  const sandbox = serverKey.startsWith('SB-');
  return {
    baseUrl: urls.MIDTRANS_API_URL ?? (sandbox ? MIDTRANS_SANDBOX_API_URL : MIDTRANS_PRODUCTION_API_URL),
    snapBaseUrl:
      urls.MIDTRANS_SNAP_URL ?? (sandbox ? MIDTRANS_SANDBOX_SNAP_URL : MIDTRANS_PRODUCTION_SNAP_URL),
  };
}

/**
 * The gateway `id` with the credentials `secret` reads, or null while any it needs is missing: the
 * platform's (the super admin sets them in the console's settings) or a restaurant's (its own
 * merchant account, for the POS), both stored encrypted.
 */
function buildGateway(id: GatewayId, urls: GatewayUrls, secret: SecretReader): PosPaymentGateway | null {
  switch (id) {
    case 'midtrans': {
      const serverKey = secret('midtransServerKey');
      return serverKey ? createMidtransGateway({ ...midtransUrls(urls, serverKey), serverKey }) : null;
    }
    case 'xendit': {
      const secretKey = secret('xenditApiKey');
      const callbackToken = secret('xenditCallbackToken');
      return secretKey && callbackToken
        ? createXenditGateway({ baseUrl: urls.XENDIT_API_URL ?? XENDIT_API_URL, secretKey, callbackToken })
        : null;
    }
    case 'stripe': {
      const secretKey = secret('stripeSecretKey');
      const webhookSecret = secret('stripeWebhookSecret');
      return secretKey && webhookSecret
        ? createStripeGateway({
            baseUrl: urls.STRIPE_API_URL ?? STRIPE_API_BASE_URL,
            secretKey,
            webhookSecret,
          })
        : null;
    }
  }
}

export function isGatewayId(provider: string): provider is GatewayId {
  return provider === 'midtrans' || provider === 'xendit' || provider === 'stripe';
}

/**
 * The plan checkout's providers, keyed by the platform setting `billingProvider`: the manual
 * bank transfer, and Midtrans, Xendit and Stripe with the platform's credentials (issue 17). A
 * setting naming a gateway without its credentials answers 503: paying through the manual flow
 * instead would leave the super admin expecting a gateway's confirmation that never comes.
 * `overrides` replace a provider by id (tests).
 */
export function createCheckoutProviders(urls: GatewayUrls = {}, overrides: readonly CheckoutProvider[] = []) {
  const replaced = new Map<string, CheckoutProvider>(overrides.map((provider) => [provider.id, provider]));

  /** The gateway `id` as the credentials make it (the platform's, or a restaurant's), null without them. */
  function gateway(id: GatewayId, secret: SecretReader): PosPaymentGateway | null {
    return buildGateway(id, urls, secret);
  }

  function forSetting(billingProvider: string, secret: SecretReader): CheckoutProvider {
    const id = billingProvider.trim().toLowerCase();
    const override = replaced.get(id);
    if (override) return override;
    if (id === 'manual') return manualCheckoutProvider;
    const built = isGatewayId(id) ? gateway(id, secret) : null;
    if (!built) throw unavailable(billingProvider.trim() || 'penyedia ini');
    return built;
  }

  return { forSetting, gateway };
}

export type CheckoutProviders = ReturnType<typeof createCheckoutProviders>;
