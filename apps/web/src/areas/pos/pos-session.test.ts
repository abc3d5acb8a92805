import { describe, expect, it } from 'vitest';
import { parsePosSession, posSessionKey, slugsOfSessionKeys } from './pos-session';

const user = {
  _id: 'u1',
  role: 'CASHIER',
  name: 'Kasir Demo',
  email: 'kasir@warung-demo.test',
  tenantSlug: 'warung-demo',
  tenantName: 'Warung Demo',
  plan: 'PRO',
};

describe('POS session storage', () => {
  it('is kept per restaurant', () => {
    expect(posSessionKey('warung-demo')).toBe('pos-session:warung-demo');
  });

  it('reads back a stored session', () => {
    expect(parsePosSession(JSON.stringify({ user }))).toEqual({ user });
  });

  it('treats missing, broken or foreign values as no session', () => {
    expect(parsePosSession(null)).toBeNull();
    expect(parsePosSession('')).toBeNull();
    expect(parsePosSession('{not json')).toBeNull();
    expect(parsePosSession(JSON.stringify({ user: { ...user, role: 'WAITER' } }))).toBeNull();
    expect(parsePosSession(JSON.stringify(user))).toBeNull();
  });
});

describe('slugsOfSessionKeys', () => {
  it('keeps the slugs of POS session keys only', () => {
    expect(
      slugsOfSessionKeys([
        'pos-session:warung-demo',
        'session-store',
        'pos-session:',
        'cart:x',
        'pos-session:kopi',
      ]),
    ).toEqual(['warung-demo', 'kopi']);
    expect(slugsOfSessionKeys([])).toEqual([]);
  });
});
