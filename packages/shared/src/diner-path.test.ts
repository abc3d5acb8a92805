import { describe, expect, it } from 'vitest';
import { isDinerPath } from './diner-path';

describe('isDinerPath', () => {
  it.each([
    '/warung-demo/menu',
    '/warung-demo/menu/',
    '/warung-demo/menu/abc',
    '/warung-demo/cart',
    '/warung-demo/order-track',
    '/x/order-track/1',
  ])('%s is a diner page', (path) => expect(isDinerPath(path)).toBe(true));

  it.each([
    '/',
    '',
    '/menu',
    '/login',
    '/warung-demo',
    '/warung-demo/admin',
    '/warung-demo/admin/menu',
    '/warung-demo/cart/extra',
    '/warung-demo/menu/a/b',
    '/warung-demo/order-track/a/b',
    '/pos/warung-demo',
    '/pos/menu',
    '/group/menu',
    '/group/g/reports',
    '/api/menu',
    '/assets/cart',
  ])('%s is not', (path) => expect(isDinerPath(path)).toBe(false));
});
