import { describe, expect, it } from 'vitest';
import { parseEmbeddedDinerData } from './embedded-data';
import { sampleTenant } from './public-samples';

const tenant = sampleTenant;

describe('parseEmbeddedDinerData', () => {
  it('reads the tenant and menu the server embedded', () => {
    const parsed = parseEmbeddedDinerData(
      JSON.stringify({ tenantSlug: 'warung-demo', tenant, menu: { items: [] } }),
    );
    expect(parsed).toEqual({ kind: 'restaurant', tenantSlug: 'warung-demo', tenant, menu: [] });
  });

  it('reads that no restaurant has the address', () => {
    expect(parseEmbeddedDinerData(JSON.stringify({ tenantSlug: 'no-such-place', notFound: true }))).toEqual({
      kind: 'missing',
      tenantSlug: 'no-such-place',
    });
  });

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['broken JSON', '{"tenantSlug":'],
    ['an array', '[]'],
    ['no slug', JSON.stringify({ tenant, menu: { items: [] } })],
    ['not found without a slug', JSON.stringify({ notFound: true })],
    ['not found as a string', JSON.stringify({ tenantSlug: 'x', notFound: 'true' })],
    ['a bad tenant', JSON.stringify({ tenantSlug: 'x', tenant: { name: 1 }, menu: { items: [] } })],
    ['a bad menu', JSON.stringify({ tenantSlug: 'x', tenant, menu: { items: [{ name: 'x' }] } })],
  ])('ignores %s', (_label, text) => {
    expect(parseEmbeddedDinerData(text)).toBeNull();
  });
});
