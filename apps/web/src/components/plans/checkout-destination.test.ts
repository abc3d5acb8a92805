import { describe, expect, it } from 'vitest';
import { checkoutDestination } from './checkout-destination';

describe('where checkout sends the browser (SPEC §2 /payment)', () => {
  it('goes to the returned paymentUrl', () => {
    const url = 'http://127.0.0.1:3100/payment/warung-demo/invoice/abc?token=t';
    expect(checkoutDestination(url, 'warung-demo')).toBe(url);
    expect(checkoutDestination('/register?package=PRO', null)).toBe('/register?package=PRO');
  });

  it('without one, to the tenant admin or else to /login', () => {
    expect(checkoutDestination('', 'warung-demo')).toBe('/warung-demo/admin');
    expect(checkoutDestination('  ', null)).toBe('/login');
  });

  it('never follows a script URL', () => {
    expect(checkoutDestination('javascript:alert(1)', 'kopi-demo')).toBe('/kopi-demo/admin');
  });
});
