import { describe, expect, it } from 'vitest';
import { TEMP_PASSWORD_ALPHABET, TEMP_PASSWORD_LENGTH, newTempPassword } from './temp-password';

describe('newTempPassword (issue 14)', () => {
  it('is 12 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = newTempPassword();
      expect(password).toHaveLength(TEMP_PASSWORD_LENGTH);
      for (const char of password) expect(TEMP_PASSWORD_ALPHABET).toContain(char);
    }
    expect(TEMP_PASSWORD_ALPHABET).not.toMatch(/[01IOlo]/);
  });

  it('differs every time and uses the whole alphabet', () => {
    const passwords = Array.from({ length: 500 }, () => newTempPassword());
    expect(new Set(passwords).size).toBe(passwords.length);
    const seen = new Set(passwords.join(''));
    expect(seen.size).toBe(TEMP_PASSWORD_ALPHABET.length);
  });
});
