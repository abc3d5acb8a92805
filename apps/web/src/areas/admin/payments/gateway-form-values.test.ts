import type { TenantGatewayResponse } from '@meja/shared/contracts/payment-gateway';
import { describe, expect, it } from 'vitest';
import {
  clearKeysUpdateOf,
  gatewayFormValues,
  gatewayInUse,
  gatewayUpdateOf,
  hasStoredSecrets,
  secretFieldsOf,
} from './gateway-form-values';

const none = { set: false, last4: null };

function setting(overrides: Partial<TenantGatewayResponse> = {}): TenantGatewayResponse {
  return {
    provider: 'midtrans',
    cardViaGateway: true,
    qrisViaGateway: true,
    secrets: {
      midtransServerKey: { set: true, last4: 'abcd' },
      xenditApiKey: none,
      xenditCallbackToken: none,
      stripeSecretKey: none,
      stripeWebhookSecret: none,
    },
    webhookUrls: { midtrans: 'https://x/m', xendit: 'https://x/x', stripe: 'https://x/s' },
    updatedAt: '2026-01-05T03:00:00.000Z',
    ...overrides,
  };
}

describe('the gateway form', () => {
  it('starts from the stored setting with every secret blank', () => {
    const values = gatewayFormValues(setting());
    expect(values).toMatchObject({ provider: 'midtrans', cardViaGateway: true, qrisViaGateway: true });
    expect(values.midtransServerKey).toBe('');
    expect(gatewayFormValues(setting({ provider: null })).provider).toBe('');
  });

  it('shows only the chosen provider’s credentials', () => {
    expect(secretFieldsOf('')).toEqual([]);
    expect(secretFieldsOf('midtrans')).toEqual(['midtransServerKey']);
    expect(secretFieldsOf('xendit')).toEqual(['xenditApiKey', 'xenditCallbackToken']);
    expect(secretFieldsOf('stripe')).toEqual(['stripeSecretKey', 'stripeWebhookSecret']);
  });

  it('sends only the chosen provider’s typed secrets, trimmed; blank keeps the stored one', () => {
    const values = {
      ...gatewayFormValues(setting({ provider: 'xendit' })),
      xenditApiKey: ' xnd_development_1 ',
      xenditCallbackToken: '',
      midtransServerKey: 'typed-before-switching',
    };
    expect(gatewayUpdateOf(values)).toEqual({
      provider: 'xendit',
      cardViaGateway: true,
      qrisViaGateway: true,
      xenditApiKey: 'xnd_development_1',
    });
  });

  it('routes nothing without a provider, and never QRIS through Stripe', () => {
    const values = gatewayFormValues(setting());
    expect(gatewayUpdateOf({ ...values, provider: '' })).toEqual({
      provider: null,
      cardViaGateway: false,
      qrisViaGateway: false,
    });
    expect(gatewayUpdateOf({ ...values, provider: 'stripe' })).toMatchObject({
      provider: 'stripe',
      cardViaGateway: true,
      qrisViaGateway: false,
    });
  });

  it('clears the keys together with the routing, keeping the provider', () => {
    expect(clearKeysUpdateOf(setting())).toEqual({
      provider: 'midtrans',
      cardViaGateway: false,
      qrisViaGateway: false,
      clearSecrets: true,
    });
  });

  it('tells whether keys are stored and whether the gateway is in use', () => {
    expect(hasStoredSecrets(setting())).toBe(true);
    const bare = setting({ secrets: { ...setting().secrets, midtransServerKey: none } });
    expect(hasStoredSecrets(bare)).toBe(false);
    expect(gatewayInUse(setting())).toBe(true);
    expect(gatewayInUse(setting({ cardViaGateway: false, qrisViaGateway: false }))).toBe(false);
    expect(gatewayInUse(setting({ provider: null }))).toBe(false);
  });
});
