import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoAccountsForPos } from './demo-accounts';

describe('demoAccountsForPos', () => {
  it('lists the admin and the cashier of a demo restaurant', () => {
    expect(demoAccountsForPos('warung-demo').map((a) => a.email)).toEqual([
      'admin@warung-demo.test',
      'kasir@warung-demo.test',
    ]);
    expect(demoAccountsForPos('kopi-demo').map((a) => a.role)).toEqual(['Admin Resto', 'Kasir']);
  });

  it('lists nobody for another restaurant, or for a slug that only ends like one', () => {
    expect(demoAccountsForPos('warung-baru')).toEqual([]);
    expect(demoAccountsForPos('demo')).toEqual([]);
    expect(demoAccountsForPos('')).toEqual([]);
  });

  it('never offers the kitchen, inventory, group or platform accounts', () => {
    const offered = [...demoAccountsForPos('warung-demo'), ...demoAccountsForPos('kopi-demo')];
    expect(offered).toHaveLength(4);
    expect(DEMO_ACCOUNTS.length).toBeGreaterThan(offered.length);
  });
});
