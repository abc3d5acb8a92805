/** /login?verified=1 and /login?verifyError=… after the email link (SPEC §2, §5). */
export const VERIFIED_MESSAGE = 'Email berhasil diverifikasi. Silakan login.';

export function verifyErrorMessage(reason: string): string {
  switch (reason) {
    case 'used':
      return 'Link verifikasi sudah pernah digunakan.';
    case 'expired':
      return 'Link verifikasi sudah kedaluwarsa. Silakan daftar ulang atau hubungi kami.';
    default:
      return 'Link verifikasi tidak valid.';
  }
}
