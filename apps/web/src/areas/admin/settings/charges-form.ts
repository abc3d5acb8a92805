import {
  chargesOf,
  SERVICE_CHARGE_MAX_PERCENT,
  type ChargeSettings,
  type TaxType,
} from '@meja/shared/charges';
import { clampTaxPercent } from '@meja/shared/contracts/tenant';
import { formatRupiah } from '@meja/shared/money';
import type { settingsMessages } from './settings-messages';

type SettingsTexts = ReturnType<typeof settingsMessages.get>;

/**
 * The charge fields as a form holds them (issue 20): the percents as typed text (the contracts read
 * '10' and '10,0' alike), the tax type as one of TAX_TYPES. The settings card and the KASIR_SAJA
 * profile section both draw them with ChargesFields.
 */
export interface ChargesFormValues {
  taxType: TaxType;
  taxPercent: string;
  serviceChargePercent: string;
}

/** The fields a refused save may name (applyServerFieldErrors). */
export const CHARGE_FIELDS = ['taxType', 'taxPercent', 'serviceChargePercent'] as const;

/** The stored charges as the form's values. */
export function chargesFormValues(settings: ChargeSettings): ChargesFormValues {
  return {
    taxType: settings.taxType,
    taxPercent: String(settings.taxPercent),
    serviceChargePercent: String(settings.serviceChargePercent),
  };
}

/** A typed percent as a number ('12,5' reads as 12.5); null when blank or not a number. */
export function typedNumber(typed: unknown): number | null {
  const text = typeof typed === 'string' ? typed.trim() : typeof typed === 'number' ? String(typed) : '';
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The service charge as it may be stored: a whole number, 0–20. */
export function clampServiceChargePercent(value: number): number {
  return Math.min(SERVICE_CHARGE_MAX_PERCENT, Math.max(0, Math.round(value)));
}

/** What the fields hold now, clamped as the fields clamp them; null while a percent is blank or not a number. */
export function typedChargeSettings(typed: {
  taxType: TaxType;
  taxPercent: unknown;
  serviceChargePercent: unknown;
}): ChargeSettings | null {
  const taxPercent = typedNumber(typed.taxPercent);
  const serviceChargePercent = typedNumber(typed.serviceChargePercent);
  if (taxPercent === null || serviceChargePercent === null) return null;
  return {
    taxType: typed.taxType,
    taxPercent: clampTaxPercent(taxPercent),
    serviceChargePercent: clampServiceChargePercent(serviceChargePercent),
  };
}

/** The worked example's dishes. */
export const EXAMPLE_SUBTOTAL = 100_000;

/** An amount that never breaks between 'Rp' and its digits (as formatCompactRupiah). */
const rupiah = (amount: number) => formatRupiah(amount).replace(' ', '\u00a0');

/**
 * 'Contoh: Rp 100.000 + biaya layanan Rp 5.000 + PB1 10% Rp 10.500 = Rp 115.500': what an order of
 * Rp 100.000 costs under these settings, the service charge only when there is one, and a tax that
 * the prices include named after the total, as part of it.
 */
export function chargesExampleText(t: SettingsTexts, settings: ChargeSettings): string {
  const { subtotal, serviceCharge, tax, total, rules } = chargesOf(EXAMPLE_SUBTOTAL, settings);
  const parts = [rupiah(subtotal)];
  if (serviceCharge > 0) parts.push(t.exampleServiceCharge({ amount: rupiah(serviceCharge) }));
  const type = rules.taxType;
  const taxName = t.exampleTaxName({ type, rate: rules.taxRatePercent });
  const sum = () => parts.join(' + ');
  if (rules.taxRatePercent === 0) return t.exampleNoTax({ parts: sum(), total: rupiah(total), type });
  if (rules.taxIncluded) {
    return t.exampleIncluded({
      parts: sum(),
      total: rupiah(total),
      tax: taxName,
      amount: rupiah(tax),
    });
  }
  parts.push(t.exampleTaxAdded({ tax: taxName, amount: rupiah(tax) }));
  return t.exampleAdded({ parts: sum(), total: rupiah(total) });
}
