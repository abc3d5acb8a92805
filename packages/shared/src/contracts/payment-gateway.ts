import { z } from 'zod';
import { maskedSecret, secretInput } from './platform';

/*
 * The restaurant's own payment gateway (issue 17): its merchant account at Midtrans, Xendit or
 * Stripe, through which the POS's CARD and QRIS payments can go instead of the manual card slip
 * and the gateway-free dynamic QRIS. The money is the restaurant's, so are the credentials: set by
 * the restaurant admin, stored encrypted, never answered in full.
 */

export const TENANT_GATEWAY_PROVIDERS = ['midtrans', 'xendit', 'stripe'] as const;
export type TenantGatewayProvider = (typeof TENANT_GATEWAY_PROVIDERS)[number];

/** The credentials each provider needs, by field. Stripe has no QRIS. */
export const TENANT_GATEWAY_SECRET_FIELDS = {
  midtrans: ['midtransServerKey'],
  xendit: ['xenditApiKey', 'xenditCallbackToken'],
  stripe: ['stripeSecretKey', 'stripeWebhookSecret'],
} as const satisfies Record<TenantGatewayProvider, readonly string[]>;

export const TENANT_GATEWAY_SECRETS = [
  'midtransServerKey',
  'xenditApiKey',
  'xenditCallbackToken',
  'stripeSecretKey',
  'stripeWebhookSecret',
] as const;
export type TenantGatewaySecretField = (typeof TENANT_GATEWAY_SECRETS)[number];

/** Whether a provider can make a QRIS (Midtrans Core API QRIS, Xendit QR codes; not Stripe). */
export function gatewayHasQris(provider: TenantGatewayProvider): boolean {
  return provider !== 'stripe';
}

export const TENANT_GATEWAY_MESSAGES = {
  provider: 'Pilih Midtrans, Xendit atau Stripe',
  stripeQris: 'Stripe tidak menyediakan QRIS. Pilih Midtrans atau Xendit untuk QRIS lewat gateway.',
  noProvider: 'Pilih gateway terlebih dahulu.',
  missingSecret: 'Lengkapi kunci gateway ini sebelum memakainya.',
} as const;

/**
 * PUT /tenant/{slug}/payments/gateway. A blank or absent secret keeps the stored one (the form
 * never holds a secret to send it back); `clearSecrets` removes every stored one.
 */
export const tenantGatewayUpdate = z
  .object({
    provider: z.enum(TENANT_GATEWAY_PROVIDERS, TENANT_GATEWAY_MESSAGES.provider).nullable(),
    cardViaGateway: z.boolean(),
    qrisViaGateway: z.boolean(),
    clearSecrets: z.boolean().optional(),
    midtransServerKey: secretInput.optional(),
    xenditApiKey: secretInput.optional(),
    xenditCallbackToken: secretInput.optional(),
    stripeSecretKey: secretInput.optional(),
    stripeWebhookSecret: secretInput.optional(),
  })
  .strict();
export type TenantGatewayUpdate = z.input<typeof tenantGatewayUpdate>;

/** GET/PUT /tenant/{slug}/payments/gateway: the setting, secrets masked. */
export const tenantGatewayResponse = z.object({
  provider: z.enum(TENANT_GATEWAY_PROVIDERS).nullable(),
  cardViaGateway: z.boolean(),
  qrisViaGateway: z.boolean(),
  secrets: z.object({
    midtransServerKey: maskedSecret,
    xenditApiKey: maskedSecret,
    xenditCallbackToken: maskedSecret,
    stripeSecretKey: maskedSecret,
    stripeWebhookSecret: maskedSecret,
  }),
  /** The URL to register at the provider for this restaurant's webhooks, per provider. */
  webhookUrls: z.object({ midtrans: z.string(), xendit: z.string(), stripe: z.string() }),
  updatedAt: z.string().nullable(),
});
export type TenantGatewayResponse = z.infer<typeof tenantGatewayResponse>;

/** What the POS needs to know: which of its methods go through the gateway (they need the network). */
export const posGatewayMethods = z.object({ card: z.boolean(), qris: z.boolean() });
export type PosGatewayMethods = z.infer<typeof posGatewayMethods>;

const providerSchema = z.enum(TENANT_GATEWAY_PROVIDERS);
const secretFieldSchema = z.enum(TENANT_GATEWAY_SECRETS);

export function isTenantGatewayProvider(value: string | null | undefined): value is TenantGatewayProvider {
  return providerSchema.safeParse(value).success;
}

export function isTenantGatewaySecretField(value: string): value is TenantGatewaySecretField {
  return secretFieldSchema.safeParse(value).success;
}
