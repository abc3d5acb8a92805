import { i18n } from '../../i18n/i18n';

/** /login?verified=1 and /login?verifyError=… after the email link (SPEC §2, §5). */
export const verifyNoticeMessages = i18n('auth/verify-notices', {
  verified: 'Email berhasil diverifikasi. Silakan login.',
  used: 'Link verifikasi sudah pernah digunakan.',
  expired: 'Link verifikasi sudah kedaluwarsa. Silakan daftar ulang atau hubungi kami.',
  invalid: 'Link verifikasi tidak valid.',
});

export function verifyErrorMessage(reason: string): string {
  const texts = verifyNoticeMessages.get();
  switch (reason) {
    case 'used':
      return texts.used;
    case 'expired':
      return texts.expired;
    default:
      return texts.invalid;
  }
}
