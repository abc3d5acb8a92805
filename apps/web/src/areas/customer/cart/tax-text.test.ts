import { taxLabel } from '@meja/shared/tax';
import { describe, expect, it } from 'vitest';
import { totalsMessages } from './cart-messages';
import { taxText } from './tax-text';

describe('taxText', () => {
  it('says in Indonesian exactly what the shared taxLabel says, for every setting', () => {
    const t = totalsMessages.get();
    for (let percent = 0; percent <= 110; percent += 1) expect(taxText(t, percent)).toBe(taxLabel(percent));
  });

  it('clamps what the shared rule clamps', () => {
    const t = totalsMessages.get();
    expect(taxText(t, -5)).toBe('Tanpa PPN');
    expect(taxText(t, 250)).toBe('PPN 10% (termasuk)');
  });
});
