import {
  TENANT_GATEWAY_SECRET_FIELDS,
  TENANT_GATEWAY_SECRETS,
  gatewayHasQris,
  isTenantGatewayProvider,
  type TenantGatewayProvider,
  type TenantGatewayResponse,
  type TenantGatewaySecretField,
  type TenantGatewayUpdate,
} from '@meja/shared/contracts/payment-gateway';

/** The form's provider: '' is "no gateway" (a select cannot hold null). */
export type GatewayChoice = TenantGatewayProvider | '';

export type GatewayFormValues = {
  provider: GatewayChoice;
  cardViaGateway: boolean;
  qrisViaGateway: boolean;
} & Record<TenantGatewaySecretField, string>;

/** The fields a refused save may name (the API's `fields`). */
export const GATEWAY_FORM_FIELDS = [
  'provider',
  'cardViaGateway',
  'qrisViaGateway',
  ...TENANT_GATEWAY_SECRETS,
] as const satisfies readonly (keyof GatewayFormValues)[];

const BLANK_SECRETS: Record<TenantGatewaySecretField, string> = {
  midtransServerKey: '',
  xenditApiKey: '',
  xenditCallbackToken: '',
  stripeSecretKey: '',
  stripeWebhookSecret: '',
};

/** The stored setting as the form starts: secrets always blank (the server never sends them back). */
export function gatewayFormValues(setting: TenantGatewayResponse): GatewayFormValues {
  return {
    provider: setting.provider ?? '',
    cardViaGateway: setting.cardViaGateway,
    qrisViaGateway: setting.qrisViaGateway,
    ...BLANK_SECRETS,
  };
}

/** The credentials the chosen provider needs, in the order the form shows them. */
export function secretFieldsOf(provider: GatewayChoice): readonly TenantGatewaySecretField[] {
  return provider === '' ? [] : TENANT_GATEWAY_SECRET_FIELDS[provider];
}

/**
 * The PUT body: only the chosen provider's typed credentials (blank keeps the stored one); no
 * provider routes nothing through a gateway; a provider without QRIS (Stripe) never routes QRIS.
 */
export function gatewayUpdateOf(values: GatewayFormValues): TenantGatewayUpdate {
  const provider = isTenantGatewayProvider(values.provider) ? values.provider : null;
  const update: TenantGatewayUpdate = {
    provider,
    // `=== true`: a disabled switch reads as undefined.
    cardViaGateway: provider !== null && values.cardViaGateway === true,
    qrisViaGateway: provider !== null && gatewayHasQris(provider) && values.qrisViaGateway === true,
  };
  for (const field of secretFieldsOf(values.provider)) {
    const typed = values[field].trim();
    if (typed) update[field] = typed;
  }
  return update;
}

/**
 * 'Hapus semua kunci': every stored credential goes, and so does the routing (a method routed
 * through a gateway without its keys could take no payment, and the API refuses that).
 */
export function clearKeysUpdateOf(setting: TenantGatewayResponse): TenantGatewayUpdate {
  return { provider: setting.provider, cardViaGateway: false, qrisViaGateway: false, clearSecrets: true };
}

/** Whether any credential is stored (the clear button is offered only then). */
export function hasStoredSecrets(setting: TenantGatewayResponse): boolean {
  return Object.values(setting.secrets).some((secret) => secret.set);
}

/** Whether the POS sends any method through the gateway now. */
export function gatewayInUse(setting: TenantGatewayResponse): boolean {
  return setting.provider !== null && (setting.cardViaGateway || setting.qrisViaGateway);
}
