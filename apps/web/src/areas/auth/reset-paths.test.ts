import { describe, expect, it } from 'vitest';
import { forgotPasswordPath, loginAfterResetPath, loginPathFor, posSlugFrom } from './reset-paths';

describe('posSlugFrom', () => {
  it('keeps a restaurant slug', () => {
    expect(posSlugFrom('warung-demo')).toBe('warung-demo');
    expect(posSlugFrom('a1')).toBe('a1');
  });

  it.each([null, '', 'Warung', 'warung demo', '../admin', '//evil.test', 'a-', 'x'.repeat(81)])(
    'refuses %j',
    (value) => {
      expect(posSlugFrom(value)).toBeNull();
    },
  );
});

describe('the paths of a reset', () => {
  it('lead back to the staff login without a restaurant', () => {
    expect(forgotPasswordPath(null)).toBe('/forgot-password');
    expect(loginPathFor(null)).toBe('/login');
    expect(loginAfterResetPath(null)).toBe('/login?reset=1');
  });

  it('lead back to the POS login of the restaurant', () => {
    expect(forgotPasswordPath('warung-demo')).toBe('/forgot-password?pos=warung-demo');
    expect(loginPathFor('warung-demo')).toBe('/pos/warung-demo/login');
    expect(loginAfterResetPath('warung-demo')).toBe('/pos/warung-demo/login');
  });
});
