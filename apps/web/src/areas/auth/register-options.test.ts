import { describe, expect, it } from 'vitest';
import { packageFromQuery, REGISTER_PACKAGE_OPTIONS } from './register-options';

describe('/register package', () => {
  it('offers BASIC, KASIR_SAJA and PRO', () => {
    expect(REGISTER_PACKAGE_OPTIONS).toEqual([
      { value: 'BASIC', label: 'BASIC' },
      { value: 'POS_ONLY', label: 'KASIR_SAJA' },
      { value: 'PRO', label: 'PRO' },
    ]);
  });

  it('preselects the package of ?package= (the checkout of a visitor), else BASIC', () => {
    expect(packageFromQuery('PRO')).toBe('PRO');
    expect(packageFromQuery('POS_ONLY')).toBe('POS_ONLY');
    expect(packageFromQuery('ENTERPRISE')).toBe('BASIC');
    expect(packageFromQuery('pro')).toBe('BASIC');
    expect(packageFromQuery(null)).toBe('BASIC');
  });
});
