import { describe, expect, it } from 'vitest';
import { optedOutByLabel, sourceLabel } from './lead-words';

const words = {
  sourceMenuBanner: 'Banner menu',
  sourceOrderTracking: 'Halaman lacak pesanan',
  byReply: 'balasan STOP',
  byAdmin: 'admin',
  byUnknown: '?',
};

describe("a lead's words", () => {
  it('names the menu banner, and keeps a source it does not know as it came', () => {
    expect(sourceLabel('menu_banner', words)).toBe('Banner menu');
    expect(sourceLabel('order_tracking', words)).toBe('Halaman lacak pesanan');
    expect(sourceLabel('qr_meja', words)).toBe('qr_meja');
  });

  it('says who stopped the messages', () => {
    expect(optedOutByLabel({ optOutSource: 'reply' }, words)).toBe('balasan STOP');
    expect(optedOutByLabel({ optOutSource: 'admin' }, words)).toBe('admin');
    expect(optedOutByLabel({ optOutSource: null }, words)).toBe('?');
  });
});
