import { describe, expect, it } from 'vitest';
import { loginPathReturningTo } from './login-path';

describe('loginPathReturningTo', () => {
  it('encodes the page as returnTo', () => {
    expect(loginPathReturningTo('/warung-demo/admin')).toBe('/login?returnTo=%2Fwarung-demo%2Fadmin');
    expect(loginPathReturningTo('/group/g?tab=1')).toBe('/login?returnTo=%2Fgroup%2Fg%3Ftab%3D1');
  });
});
