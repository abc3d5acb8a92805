import { describe, expect, it } from 'vitest';
import { adminSectionPath } from './admin-sections';

describe('adminSectionPath', () => {
  it('puts the dashboard on the admin index and other sections below it', () => {
    expect(adminSectionPath('warung-demo', 'dashboard')).toBe('/warung-demo/admin');
    expect(adminSectionPath('warung-demo', 'orders')).toBe('/warung-demo/admin/orders');
  });
});
