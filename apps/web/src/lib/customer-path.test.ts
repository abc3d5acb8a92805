import { describe, expect, it } from 'vitest';
import { isCustomerPath } from './customer-path';

describe('isCustomerPath', () => {
  it.each([
    '/warung-demo/menu',
    '/warung-demo/menu/abc',
    '/warung-demo/cart',
    '/warung-demo/order-track',
    '/x/order-track/1',
  ])('%s is a customer page', (path) => expect(isCustomerPath(path)).toBe(true));

  it.each([
    '/',
    '/menu',
    '/login',
    '/warung-demo/admin',
    '/warung-demo/admin/menu',
    '/pos/warung-demo',
    '/group/g/reports',
  ])('%s is not', (path) => expect(isCustomerPath(path)).toBe(false));
});
