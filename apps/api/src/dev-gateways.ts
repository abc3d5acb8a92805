import type { PlatformSecretField } from '@meja/shared/contracts/platform';
import type { TenantGatewaySecretField } from '@meja/shared/contracts/payment-gateway';
import type { Database } from './db/client';
import type { Env } from './env';
import { PLATFORM_ACTOR } from './modules/audit/audit.service';
import { unsafeTenantGatewayAccount } from './modules/payment-gateway/tenant-gateway.service';
import { createPlatformSettingsService } from './modules/platform-settings/settings.service';

type LookUp = (field: TenantGatewaySecretField, key: string) => ReturnType<typeof unsafeTenantGatewayAccount>;
import { startMidtransFake } from './providers/payments/midtrans/midtrans-fake';
import { startStripeFake } from './providers/payments/stripe/stripe-fake';
import { startXenditFake } from './providers/payments/xendit/xendit-fake';

/** The fakes' credentials: stored in the platform settings by FAKE_GATEWAYS, used by the API tests. */
export const FAKE_GATEWAY_CREDENTIALS = {
  midtransServerKey: 'SB-Mid-server-TESTKEY',
  xenditApiKey: 'xnd_development_meja_test',
  xenditCallbackToken: 'meja-callback-token-test',
  stripeSecretKey: 'sk_test_meja',
  stripeWebhookSecret: 'whsec_meja_test',
} as const satisfies Partial<Record<PlatformSecretField, string>>;

/**
 * FAKE_GATEWAYS (never in production): the local fakes of Midtrans, Xendit and Stripe, each on a
 * free port, sending their signed webhooks to this API; the environment that points the adapters at
 * them; and, once the database is open, their credentials in the platform settings where none are
 * set (the super admin still picks the billing provider).
 */
export async function startDevGateways(env: Env) {
  const local = `http://127.0.0.1:${env.PORT}/api/v1/webhooks`;
  const credentials = FAKE_GATEWAY_CREDENTIALS;
  // A restaurant's own merchant account (issue 17) is learnt the first time its key calls a fake:
  // looked up among the restaurants' stored credentials once the database is open.
  let lookUp: LookUp = async () => null;
  const restaurant = (field: TenantGatewaySecretField, key: string) => lookUp(field, key);
  const midtrans = await startMidtransFake({
    serverKey: credentials.midtransServerKey,
    webhookUrl: `${local}/midtrans`,
    resolveAccount: async (key) => {
      const found = await restaurant('midtransServerKey', key);
      return found ? { serverKey: key, webhookUrl: `${local}/midtrans/${found.tenantId}` } : null;
    },
  });
  const xendit = await startXenditFake({
    secretKey: credentials.xenditApiKey,
    callbackToken: credentials.xenditCallbackToken,
    webhookUrl: `${local}/xendit`,
    resolveAccount: async (key) => {
      const found = await restaurant('xenditApiKey', key);
      const callbackToken = found?.secrets.xenditCallbackToken;
      return found && callbackToken
        ? { secretKey: key, callbackToken, webhookUrl: `${local}/xendit/${found.tenantId}` }
        : null;
    },
  });
  const stripe = await startStripeFake({
    secretKey: credentials.stripeSecretKey,
    webhookSecret: credentials.stripeWebhookSecret,
    webhookUrl: `${local}/stripe`,
    resolveAccount: async (key) => {
      const found = await restaurant('stripeSecretKey', key);
      const webhookSecret = found?.secrets.stripeWebhookSecret;
      return found && webhookSecret
        ? { secretKey: key, webhookSecret, webhookUrl: `${local}/stripe/${found.tenantId}` }
        : null;
    },
  });
  return {
    env: {
      MIDTRANS_API_URL: midtrans.url,
      MIDTRANS_SNAP_URL: midtrans.url,
      XENDIT_API_URL: xendit.url,
      STRIPE_API_URL: stripe.url,
    },
    description: `Midtrans ${midtrans.url}, Xendit ${xendit.url}, Stripe ${stripe.url}`,
    /**
     * The fakes' credentials into the platform settings, each only where none is stored; and the
     * restaurants' stored credentials become the fakes' accounts as they call.
     */
    async storeCredentials(db: Database, appEnv: Env): Promise<void> {
      lookUp = (field, key) => unsafeTenantGatewayAccount({ db, env: appEnv }, field, key);
      const settings = createPlatformSettingsService({ db, env: appEnv, now: () => new Date() });
      const missing: Partial<Record<PlatformSecretField, string>> = {};
      for (const [field, value] of Object.entries(credentials)) {
        if (isSecretField(field) && (await settings.secret(field)) === null) missing[field] = value;
      }
      if (Object.keys(missing).length > 0) await settings.update(missing, PLATFORM_ACTOR);
    },
    close: () => Promise.all([midtrans.close(), xendit.close(), stripe.close()]),
  };
}

function isSecretField(field: string): field is keyof typeof FAKE_GATEWAY_CREDENTIALS {
  return field in FAKE_GATEWAY_CREDENTIALS;
}
