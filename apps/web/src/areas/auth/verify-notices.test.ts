import { describe, expect, it } from 'vitest';
import { verifyErrorMessage } from './verify-notices';

describe('verifyErrorMessage', () => {
  it('explains each reason in Indonesian', () => {
    expect(verifyErrorMessage('used')).toBe('Link verifikasi sudah pernah digunakan.');
    expect(verifyErrorMessage('expired')).toBe(
      'Link verifikasi sudah kedaluwarsa. Silakan daftar ulang atau hubungi kami.',
    );
    expect(verifyErrorMessage('invalid')).toBe('Link verifikasi tidak valid.');
  });

  it('treats an unknown reason as an invalid link', () => {
    expect(verifyErrorMessage('<script>')).toBe('Link verifikasi tidak valid.');
  });
});
