import type { ChargeSettings } from '@meja/shared/charges';
import { describe, expect, it } from 'vitest';
import {
  CHARGE_FIELDS,
  chargesExampleText,
  chargesFormValues,
  clampServiceChargePercent,
  typedChargeSettings,
  typedNumber,
} from './charges-form';
import { settingsMessages } from './settings-messages';

const t = settingsMessages.get();

const examples: [ChargeSettings, string][] = [
  [
    { taxType: 'PB1', taxPercent: 10, serviceChargePercent: 5 },
    'Contoh: Rp 100.000 + biaya layanan Rp 5.000 + PB1 10% Rp 10.500 = Rp 115.500',
  ],
  [
    { taxType: 'PPN', taxPercent: 11, serviceChargePercent: 0 },
    'Contoh: Rp 100.000 + PPN 11% Rp 11.000 = Rp 111.000',
  ],
  [
    { taxType: 'PB1', taxPercent: 110, serviceChargePercent: 5 },
    'Contoh: Rp 100.000 + biaya layanan Rp 5.000 = Rp 105.000, sudah termasuk PB1 10% Rp 9.545',
  ],
  [
    { taxType: 'PPN', taxPercent: 105, serviceChargePercent: 0 },
    'Contoh: Rp 100.000 = Rp 100.000, sudah termasuk PPN 5% Rp 4.762',
  ],
  [
    { taxType: 'PB1', taxPercent: 0, serviceChargePercent: 20 },
    'Contoh: Rp 100.000 + biaya layanan Rp 20.000 = Rp 120.000, tanpa PB1',
  ],
  [{ taxType: 'PPN', taxPercent: 0, serviceChargePercent: 0 }, 'Contoh: Rp 100.000 = Rp 100.000, tanpa PPN'],
];

/** The example as read: its amounts keep 'Rp' and the digits together with a no-break space. */
const read = (text: string) => text.replaceAll('\u00a0', ' ');

describe('chargesExampleText (issue 20: service charge on the dishes, then tax on dishes + service)', () => {
  it.each(examples)('%j → %s', (settings, text) => {
    expect(read(chargesExampleText(t, settings))).toBe(text);
  });

  it("never breaks a line between 'Rp' and its digits", () => {
    const text = chargesExampleText(t, { taxType: 'PB1', taxPercent: 10, serviceChargePercent: 5 });
    expect(text.match(/Rp\u00a0\d/g)).toHaveLength(4);
    expect(text).not.toMatch(/Rp \d/);
  });
});

describe('typedNumber', () => {
  it('reads typed text, a comma as the decimal point, and numbers as they are', () => {
    expect(typedNumber('10')).toBe(10);
    expect(typedNumber(' 12,5 ')).toBe(12.5);
    expect(typedNumber('-3')).toBe(-3);
    expect(typedNumber(7)).toBe(7);
  });

  it('answers null for blank, non-numbers and anything else', () => {
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('   ')).toBeNull();
    expect(typedNumber('abc')).toBeNull();
    expect(typedNumber(undefined)).toBeNull();
    expect(typedNumber(Number.NaN)).toBeNull();
  });
});

describe('clampServiceChargePercent', () => {
  it.each([
    [25, 20],
    [20, 20],
    [5, 5],
    [4.6, 5],
    [0, 0],
    [-3, 0],
  ])('%d → %d', (typed, stored) => {
    expect(clampServiceChargePercent(typed)).toBe(stored);
  });
});

describe('typedChargeSettings', () => {
  it('clamps each percent as its field does when left', () => {
    expect(typedChargeSettings({ taxType: 'PB1', taxPercent: '150', serviceChargePercent: '25' })).toEqual({
      taxType: 'PB1',
      taxPercent: 110,
      serviceChargePercent: 20,
    });
    expect(typedChargeSettings({ taxType: 'PPN', taxPercent: '10,4', serviceChargePercent: '0' })).toEqual({
      taxType: 'PPN',
      taxPercent: 10,
      serviceChargePercent: 0,
    });
  });

  it('has no settings while either percent is blank or not a number', () => {
    expect(typedChargeSettings({ taxType: 'PPN', taxPercent: '', serviceChargePercent: '5' })).toBeNull();
    expect(typedChargeSettings({ taxType: 'PPN', taxPercent: '11', serviceChargePercent: 'x' })).toBeNull();
  });
});

describe('chargesFormValues', () => {
  it('holds the percents as text for the inputs, and names every field a save may refuse', () => {
    expect(chargesFormValues({ taxType: 'PB1', taxPercent: 110, serviceChargePercent: 5 })).toEqual({
      taxType: 'PB1',
      taxPercent: '110',
      serviceChargePercent: '5',
    });
    expect([...CHARGE_FIELDS].sort()).toEqual(
      Object.keys(chargesFormValues({ taxType: 'PPN', taxPercent: 0, serviceChargePercent: 0 })).sort(),
    );
  });
});
