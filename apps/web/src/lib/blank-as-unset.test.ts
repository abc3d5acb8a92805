import { inventoryCreate } from '@meja/shared/contracts/inventory';
import { describe, expect, it } from 'vitest';
import { blankAsUnset } from './blank-as-unset';

describe('blankAsUnset', () => {
  it('turns blank text into undefined and keeps anything else', () => {
    expect(blankAsUnset('')).toBeUndefined();
    expect(blankAsUnset('  ')).toBeUndefined();
    expect(blankAsUnset('0')).toBe('0');
    expect(blankAsUnset(3)).toBe(3);
  });

  it('lets the shared schema default blank optional numbers to 0', () => {
    expect(inventoryCreate.safeParse({ name: 'Garam', stock: '', minStock: '' }).success).toBe(false);
    expect(
      inventoryCreate.parse({ name: 'Garam', stock: blankAsUnset(''), minStock: blankAsUnset('') }),
    ).toMatchObject({
      stock: 0,
      minStock: 0,
    });
  });
});
