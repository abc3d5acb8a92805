import {
  TENANT_GATEWAY_MESSAGES,
  TENANT_GATEWAY_SECRET_FIELDS,
  TENANT_GATEWAY_SECRETS,
  gatewayHasQris,
  isTenantGatewayProvider,
  isTenantGatewaySecretField,
  type PosGatewayMethods,
  type TenantGatewayProvider,
  type TenantGatewayResponse,
  type TenantGatewaySecretField,
  type tenantGatewayUpdate,
} from '@meja/shared/contracts/payment-gateway';
import type { z } from 'zod';
import type { TenantGatewayRow } from '../../db/schema/tenant-gateways';
import { inTenantTx, unsafePlatformReadTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { invalidField, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { decryptSecret, encryptSecret, secretLast4, secretsKeyFrom } from '../../platform/secrets';
import type { PosPaymentGateway } from '../../providers/payments/gateway';
import type { CheckoutProviders } from '../../providers/payments/registry';
import { readTenantGateway, saveTenantGateway, unsafeAllTenantGateways } from './tenant-gateway.repo';

type UpdateInput = z.output<typeof tenantGatewayUpdate>;

/** The row's column holding each secret's ciphertext. */
const SECRET_COLUMNS = {
  midtransServerKey: 'midtransServerKeyEnc',
  xenditApiKey: 'xenditApiKeyEnc',
  xenditCallbackToken: 'xenditCallbackTokenEnc',
  stripeSecretKey: 'stripeSecretKeyEnc',
  stripeWebhookSecret: 'stripeWebhookSecretEnc',
} as const satisfies Record<TenantGatewaySecretField, keyof TenantGatewayRow>;

type SecretColumns = Pick<TenantGatewayRow, (typeof SECRET_COLUMNS)[TenantGatewaySecretField]>;

const NO_SECRETS: SecretColumns = {
  midtransServerKeyEnc: null,
  xenditApiKeyEnc: null,
  xenditCallbackTokenEnc: null,
  stripeSecretKeyEnc: null,
  stripeWebhookSecretEnc: null,
};

function revealWith(
  keyText: string | undefined,
  row: SecretColumns | undefined,
  field: TenantGatewaySecretField,
) {
  const stored = row?.[SECRET_COLUMNS[field]] ?? null;
  if (stored === null) return null;
  if (!keyText) throw new Error('SECRETS_KEY is not set (main sets it from DATA_DIR/secrets.key)');
  return decryptSecret(stored, secretsKeyFrom(keyText));
}

/**
 * The restaurant whose stored `field` is `value`, with all its credentials: for the dev server's
 * fakes (FAKE_GATEWAYS), which learn a restaurant's merchant account the first time it calls them.
 * Reads every restaurant's row; never answered to anyone.
 */
export async function unsafeTenantGatewayAccount(
  deps: Pick<ServiceDeps, 'db' | 'env'>,
  field: TenantGatewaySecretField,
  value: string,
): Promise<{ tenantId: string; secrets: Partial<Record<TenantGatewaySecretField, string>> } | null> {
  const rows = await unsafePlatformReadTx(deps.db, unsafeAllTenantGateways);
  const row = rows.find((each) => revealWith(deps.env.SECRETS_KEY, each, field) === value);
  if (!row) return null;
  const secrets: Partial<Record<TenantGatewaySecretField, string>> = {};
  for (const each of TENANT_GATEWAY_SECRETS) {
    const plain = revealWith(deps.env.SECRETS_KEY, row, each);
    if (plain !== null) secrets[each] = plain;
  }
  return { tenantId: row.tenantId, secrets };
}

const GATEWAY_NOT_SET = 'Gateway restoran ini belum diatur.';

/**
 * The restaurant's own payment gateway (issue 17): the restaurant admin picks Midtrans, Xendit or
 * Stripe, enters its merchant account's credentials (encrypted with SECRETS_KEY before they reach
 * the database, answered only as their last 4 characters; a blank one keeps the stored value), and
 * sets whether the POS's CARD and QRIS go through it. The POS and the webhooks get the gateway
 * built with those credentials from here.
 */
export function createTenantGatewayService(
  deps: Pick<ServiceDeps, 'db' | 'env' | 'now' | 'log'> & {
    providers: CheckoutProviders;
  },
) {
  function key(): Buffer {
    if (!deps.env.SECRETS_KEY)
      throw new Error('SECRETS_KEY is not set (main sets it from DATA_DIR/secrets.key)');
    return secretsKeyFrom(deps.env.SECRETS_KEY);
  }

  function reveal(row: SecretColumns | undefined, field: TenantGatewaySecretField): string | null {
    return revealWith(deps.env.SECRETS_KEY, row, field);
  }

  function webhookUrl(tenantId: string, provider: TenantGatewayProvider): string {
    return `${deps.env.PUBLIC_URL}/api/v1/webhooks/${provider}/${tenantId}`;
  }

  function present(tenantId: string, row: TenantGatewayRow | undefined): TenantGatewayResponse {
    const masked = (field: TenantGatewaySecretField) => {
      const plain = reveal(row, field);
      return { set: plain !== null, last4: secretLast4(plain) };
    };
    return {
      provider: isTenantGatewayProvider(row?.provider) ? row.provider : null,
      cardViaGateway: row?.cardViaGateway ?? false,
      qrisViaGateway: row?.qrisViaGateway ?? false,
      secrets: {
        midtransServerKey: masked('midtransServerKey'),
        xenditApiKey: masked('xenditApiKey'),
        xenditCallbackToken: masked('xenditCallbackToken'),
        stripeSecretKey: masked('stripeSecretKey'),
        stripeWebhookSecret: masked('stripeWebhookSecret'),
      },
      webhookUrls: {
        midtrans: webhookUrl(tenantId, 'midtrans'),
        xendit: webhookUrl(tenantId, 'xendit'),
        stripe: webhookUrl(tenantId, 'stripe'),
      },
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** The provider's gateway with the row's credentials, or null while any it needs is missing. */
  function build(
    row: TenantGatewayRow | undefined,
    provider: TenantGatewayProvider,
  ): PosPaymentGateway | null {
    return deps.providers.gateway(provider, (field) =>
      isTenantGatewaySecretField(field) ? reveal(row, field) : null,
    );
  }

  /** Refuses a setting that could not take a payment: each method it routes needs a working gateway. */
  function checkUsable(input: UpdateInput, secrets: SecretColumns): void {
    const routed = input.cardViaGateway || input.qrisViaGateway;
    if (!routed) return;
    if (input.provider === null) throw invalidField(TENANT_GATEWAY_MESSAGES.noProvider, 'provider');
    if (input.qrisViaGateway && !gatewayHasQris(input.provider)) {
      throw invalidField(TENANT_GATEWAY_MESSAGES.stripeQris, 'qrisViaGateway');
    }
    const missing = TENANT_GATEWAY_SECRET_FIELDS[input.provider].find(
      (field) => reveal(secrets, field) === null,
    );
    if (missing) throw invalidField(TENANT_GATEWAY_MESSAGES.missingSecret, missing);
  }

  async function view(scope: Scope): Promise<TenantGatewayResponse> {
    const row = await inTenantTx(deps.db, scope.tenantId, (tx) => readTenantGateway(tx, scope.tenantId));
    return present(scope.tenantId, row);
  }

  async function update(scope: Scope, input: UpdateInput): Promise<TenantGatewayResponse> {
    const changed: TenantGatewaySecretField[] = [];
    const row = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const stored = await readTenantGateway(tx, scope.tenantId);
      const secrets: SecretColumns = input.clearSecrets
        ? { ...NO_SECRETS }
        : {
            midtransServerKeyEnc: stored?.midtransServerKeyEnc ?? null,
            xenditApiKeyEnc: stored?.xenditApiKeyEnc ?? null,
            xenditCallbackTokenEnc: stored?.xenditCallbackTokenEnc ?? null,
            stripeSecretKeyEnc: stored?.stripeSecretKeyEnc ?? null,
            stripeWebhookSecretEnc: stored?.stripeWebhookSecretEnc ?? null,
          };
      for (const field of TENANT_GATEWAY_SECRETS) {
        const value = input[field];
        // A blank (or absent) secret keeps the stored one: the form never holds it to send it back.
        if (value) {
          secrets[SECRET_COLUMNS[field]] = encryptSecret(value, key());
          changed.push(field);
        }
      }
      checkUsable(input, secrets);
      return saveTenantGateway(tx, {
        tenantId: scope.tenantId,
        provider: input.provider,
        cardViaGateway: input.cardViaGateway,
        qrisViaGateway: input.qrisViaGateway,
        ...secrets,
        updatedAt: deps.now(),
      });
    });
    deps.log.info(
      { tenantId: scope.tenantId, userId: scope.userId, provider: row.provider, changed },
      'restaurant gateway saved',
    );
    return present(scope.tenantId, row);
  }

  /** The gateway the POS's `method` goes through, inside the caller's transaction; null: none. */
  async function gatewayForMethod(
    tx: Tx,
    tenantId: string,
    method: 'CARD' | 'QRIS',
  ): Promise<{ provider: TenantGatewayProvider; gateway: PosPaymentGateway } | null> {
    const row = await readTenantGateway(tx, tenantId);
    if (!row || !isTenantGatewayProvider(row.provider)) return null;
    const routed = method === 'CARD' ? row.cardViaGateway : row.qrisViaGateway;
    if (!routed) return null;
    const gateway = build(row, row.provider);
    return gateway ? { provider: row.provider, gateway } : null;
  }

  /** Which POS methods go through the gateway (the POS needs the network for them). */
  async function posMethods(tenantId: string): Promise<PosGatewayMethods> {
    const row = await inTenantTx(deps.db, tenantId, (tx) => readTenantGateway(tx, tenantId));
    const usable = row && isTenantGatewayProvider(row.provider);
    return { card: Boolean(usable && row.cardViaGateway), qris: Boolean(usable && row.qrisViaGateway) };
  }

  /**
   * The gateway that verifies the restaurant's webhooks of `provider`: its stored credentials for
   * that provider, whichever provider is picked now (a payment made before a switch still lands).
   * None stored, or no such tenant: there is no such endpoint (404).
   */
  async function gatewayForWebhook(
    tenantId: string,
    provider: TenantGatewayProvider,
  ): Promise<PosPaymentGateway> {
    return inTenantTx(deps.db, tenantId, (tx) => gatewayOf(tx, tenantId, provider));
  }

  /** gatewayForWebhook inside the caller's transaction. */
  async function gatewayOf(
    tx: Tx,
    tenantId: string,
    provider: TenantGatewayProvider,
  ): Promise<PosPaymentGateway> {
    const gateway = build(await readTenantGateway(tx, tenantId), provider);
    if (!gateway) throw notFound(GATEWAY_NOT_SET);
    return gateway;
  }

  return {
    view,
    update,
    gatewayForMethod,
    gatewayForWebhook,
    gatewayOf,
    posMethods,
    webhookUrl,
  };
}

export type TenantGatewayService = ReturnType<typeof createTenantGatewayService>;
