import { describe, expect, it } from 'vitest';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { menuPreviewHtml } from './menu-preview';

const tenant: PublicTenant = {
  _id: 't1',
  tenantSlug: 'warung',
  name: 'Warung <Bu> "Sri"',
  address: 'Jl. A & B',
  theme: 'dark',
  package: 'PRO',
  phone: '',
  reservationWhatsApp: '',
  adsEnabled: false,
  waOptinEnabled: false,
  waOptinText: '',
  waOptinMode: 'CHAT',
  taxPercent: 11,
  serviceChargePercent: 0,
  taxType: 'PPN',
  timezone: 'Asia/Jakarta',
  acceptingOrders: true,
};

function dish(id: string, overrides: Partial<PublicMenuItem> = {}): PublicMenuItem {
  return {
    _id: id,
    name: `DISH ${id}`,
    description: '',
    price: 20000,
    effectivePrice: 20000,
    discountPercent: null,
    discountFixed: null,
    category: 'UTAMA',
    imageUrl: '',
    isSpecialToday: false,
    isFavorite: false,
    soldOut: false,
    optionGroups: [],
    ...overrides,
  };
}

const NO_AD = { adBox: false };

describe('menuPreviewHtml', () => {
  it("keeps the row of the app's language switch on a phone, so the menu does not move down (issue 13)", () => {
    expect(menuPreviewHtml(tenant, [dish('a')], NO_AD)).toContain(
      '<div class="-mt-2 mb-2 flex justify-end sm:hidden"><span class="min-h-11"></span></div>',
    );
  });

  it('draws the name, address and the first section in the tenant theme, hidden from assistive technology', () => {
    const html = menuPreviewHtml(
      tenant,
      [dish('a'), dish('b', { isSpecialToday: true, effectivePrice: 15000 })],
      NO_AD,
    );
    expect(html).toMatch(/^<div aria-hidden="true" data-diner-preview class="diner-theme diner-theme-dark /);
    expect(html).toContain('Warung &lt;Bu&gt; &quot;Sri&quot;');
    expect(html).toContain('Jl. A &amp; B');
    expect(html).toContain('Spesial Hari Ini');
    expect(html).toContain('DISH b');
    expect(html).not.toContain('DISH a');
    expect(html).toMatch(/Rp\s?15\.000/);
    expect(html).not.toMatch(/<a |<button/);
    expect(html).not.toContain('Reservasi Hub');
    expect(menuPreviewHtml({ ...tenant, reservationWhatsApp: '0812 3456 7890' }, [], NO_AD)).toContain(
      'Reservasi Hub',
    );
  });

  it('says so when the restaurant is not taking orders, as the app does', () => {
    const closed = menuPreviewHtml({ ...tenant, acceptingOrders: false }, [dish('a')], NO_AD);
    expect(closed).toContain('Restoran sedang tidak menerima pesanan.');
    expect(closed.indexOf('tidak menerima pesanan')).toBeLessThan(closed.indexOf('DISH a'));
    expect(menuPreviewHtml(tenant, [dish('a')], NO_AD)).not.toContain('tidak menerima pesanan');
  });

  it("draws a sold-out dish greyed with 'Habis', as the app does, and leaves the others as they are", () => {
    const picture = '/uploads/01a2043a-aa68-71f9-9dac-97bc75952280/01a2043a-b631-72f0-854c-5a25eae9a9c3.webp';
    const html = menuPreviewHtml(
      tenant,
      [dish('a', { soldOut: true, imageUrl: picture }), dish('b', { imageUrl: picture })],
      NO_AD,
    );
    const [soldOut, available] = html.split('<li ').slice(1);
    expect(soldOut).toContain('data-sold-out');
    expect(soldOut).toContain('>Habis</span>');
    expect(soldOut).toContain('grayscale');
    expect(soldOut).toContain('DISH a');
    expect(available).not.toContain('Habis');
    expect(available).not.toContain('grayscale');
    expect(html).not.toMatch(/<a |<button/);
  });

  it("draws a dish's description shortened, escaped, as the app's card does; none when it has none", () => {
    const html = menuPreviewHtml(
      tenant,
      [dish('a', { description: 'Pedas <b>manis</b> & gurih' }), dish('b')],
      NO_AD,
    );
    const [described, plain] = html.split('<li ').slice(1);
    expect(described).toContain('line-clamp-2');
    expect(described).toContain('Pedas &lt;b&gt;manis&lt;/b&gt; &amp; gurih');
    expect(plain).not.toContain('line-clamp-2');
  });

  it('shows at most four cards, with the 400 px copy of our own pictures', () => {
    const picture = '/uploads/01a2043a-aa68-71f9-9dac-97bc75952280/01a2043a-b631-72f0-854c-5a25eae9a9c3.webp';
    const items = ['1', '2', '3', '4', '5'].map((id) => dish(id, { imageUrl: picture }));
    const html = menuPreviewHtml(tenant, items, NO_AD);
    expect(html.match(/<li /g)).toHaveLength(4);
    expect(html).toContain(picture.replace('.webp', '-400.webp'));
  });

  it("keeps the ad's room only when the app will show an ad, and draws no section for an empty menu", () => {
    const html = menuPreviewHtml({ ...tenant, adsEnabled: true }, [], { adBox: true });
    expect(html).toContain('<div class="mb-4 h-24"></div>');
    expect(html).not.toContain('<ul');
    expect(menuPreviewHtml({ ...tenant, adsEnabled: true }, [], NO_AD)).not.toContain('h-24');
  });
});
