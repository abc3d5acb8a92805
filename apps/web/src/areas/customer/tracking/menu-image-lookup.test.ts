import { describe, expect, it } from 'vitest';
import { imageByName } from './menu-image-lookup';

describe('imageByName', () => {
  it('matches names case-insensitively and falls back to no image', () => {
    const lookup = imageByName([{ name: 'NASI GORENG', imageUrl: '/n.jpg' }]);
    expect(lookup('Nasi Goreng')).toBe('/n.jpg');
    expect(lookup(' nasi goreng ')).toBe('/n.jpg');
    expect(lookup('Es Teh')).toBe('');
  });
});
