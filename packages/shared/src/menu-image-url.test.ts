import { describe, expect, it } from 'vitest';
import { menuThumbUrl } from './menu-image-url';

const tenant = '01a2043a-aa68-71f9-9dac-97bc75952280';
const file = '01a2043a-b631-72f0-854c-5a25eae9a9c3';

describe('menuThumbUrl', () => {
  it('names the 400 px copy of an uploaded picture', () => {
    expect(menuThumbUrl(`/uploads/${tenant}/${file}.webp`)).toBe(`/uploads/${tenant}/${file}-400.webp`);
  });

  it.each([
    '',
    'https://example.com/a.webp',
    `/uploads/${tenant}/${file}-400.webp`,
    `/uploads/${tenant}/${file}.png`,
    `/uploads/${tenant}/${file}.webp?x=1`,
    `/elsewhere/${tenant}/${file}.webp`,
  ])('has none for %s', (url) => expect(menuThumbUrl(url)).toBeNull());
});
