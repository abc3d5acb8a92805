import { TAX_TYPES } from '@meja/shared/charges';
import { serviceChargeLabel, taxLabel } from '@meja/shared/tax';
import { describe, expect, it } from 'vitest';
import { totalsMessages } from '../areas/customer/cart/cart-messages';
import { receiptMessages } from '../components/receipt/receipt-messages';
import { chargeLines, taxLabelOf, type ChargeTexts } from './charge-lines';

/** The Indonesian words, as the catalogues have them. */
const id: ChargeTexts = {
  noTax: ({ type }) => `Tanpa ${type}`,
  tax: ({ type, rate }) => `${type} ${rate}%`,
  taxIncluded: ({ type, rate }) => `${type} ${rate}% (termasuk)`,
  serviceCharge: ({ rate }) => `Biaya layanan ${rate}%`,
};

describe('taxLabelOf', () => {
  it('says in the diner’s and the receipt’s Indonesian what the shared taxLabel says, for every setting', () => {
    for (const t of [totalsMessages.get(), receiptMessages.get()]) {
      for (const taxType of TAX_TYPES) {
        for (let taxPercent = -2; taxPercent <= 112; taxPercent += 1) {
          expect(taxLabelOf(t, { taxPercent, taxType })).toBe(taxLabel(taxPercent, taxType));
        }
      }
      expect(t.serviceCharge({ rate: 7 })).toBe(serviceChargeLabel(7));
    }
  });
});

describe('chargeLines', () => {
  it('service charge first, then the tax named by its type', () => {
    expect(
      chargeLines(
        id,
        { taxPercent: 10, serviceChargePercent: 5, taxType: 'PB1' },
        { serviceCharge: 5000, tax: 10500 },
      ),
    ).toEqual([
      { kind: 'service', label: serviceChargeLabel(5), amount: 5000 },
      { kind: 'tax', label: 'PB1 10%', amount: 10500 },
    ]);
  });

  it('no service line without a service charge; the no-tax line unless omitted', () => {
    const settings = { taxPercent: 0, serviceChargePercent: 0, taxType: 'PPN' as const };
    expect(chargeLines(id, settings, { serviceCharge: 0, tax: 0 })).toEqual([
      { kind: 'tax', label: 'Tanpa PPN', amount: 0 },
    ]);
    expect(chargeLines(id, settings, { serviceCharge: 0, tax: 0 }, { omitNoTax: true })).toEqual([]);
  });

  it('an included tax keeps its line (shown, not added)', () => {
    expect(
      chargeLines(
        id,
        { taxPercent: 110, serviceChargePercent: 0, taxType: 'PB1' },
        { serviceCharge: 0, tax: 10000 },
        { omitNoTax: true },
      ),
    ).toEqual([{ kind: 'tax', label: 'PB1 10% (termasuk)', amount: 10000 }]);
  });
});
