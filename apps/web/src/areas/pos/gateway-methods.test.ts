import { describe, expect, it } from 'vitest';
import { goesThroughGateway } from './gateway-methods';

describe('goesThroughGateway', () => {
  it('follows the menu’s gateway per method; cash never goes through it', () => {
    const menu = { gateway: { card: true, qris: false } };
    expect(goesThroughGateway(menu, 'CARD')).toBe(true);
    expect(goesThroughGateway(menu, 'QRIS')).toBe(false);
    expect(goesThroughGateway({ gateway: { card: true, qris: true } }, 'CASH')).toBe(false);
  });

  it('routes nothing for a menu cached before the server sent `gateway`, or none loaded', () => {
    expect(goesThroughGateway({}, 'CARD')).toBe(false);
    expect(goesThroughGateway(undefined, 'QRIS')).toBe(false);
  });
});
