import { describe, expect, it } from 'vitest';
import { adminNavItems, adminSectionMessages, adminSectionPath, adminTablesPath } from './admin-sections';

describe('adminSectionPath', () => {
  it('puts the dashboard on the admin index and other sections below it', () => {
    expect(adminSectionPath('warung-demo', 'dashboard')).toBe('/warung-demo/admin');
    expect(adminSectionPath('warung-demo', 'orders')).toBe('/warung-demo/admin/orders');
  });
});

describe('adminNavItems', () => {
  const labels = { sections: adminSectionMessages.get(), tables: 'Meja' };

  it("puts 'Meja' right after the orders", () => {
    expect(adminNavItems('warung-demo', ['orders', 'payments'], labels)).toEqual([
      { to: '/warung-demo/admin/orders', label: 'Orders', end: false },
      { to: '/warung-demo/admin/tables', label: 'Meja' },
      { to: '/warung-demo/admin/payments', label: 'Payments', end: false },
    ]);
    expect(adminTablesPath('warung demo')).toBe('/warung%20demo/admin/tables');
  });

  it("has no 'Meja' without the orders section", () => {
    const items = adminNavItems('warung-demo', ['dashboard', 'kitchen'], labels);
    expect(items.map((item) => item.label)).toEqual(['Dashboard', 'Kitchen']);
    expect(items[0]?.end).toBe(true);
  });
});
