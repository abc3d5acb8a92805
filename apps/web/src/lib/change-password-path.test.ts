import { describe, expect, it } from 'vitest';
import { changePasswordPath } from './change-password-path';

describe('changePasswordPath', () => {
  it('carries the destination as an encoded returnTo', () => {
    expect(changePasswordPath('/warung-demo/admin/orders?x=1')).toBe(
      '/change-password?returnTo=%2Fwarung-demo%2Fadmin%2Forders%3Fx%3D1',
    );
  });
});
