import { i18n } from '../../i18n/i18n';

/* Issue 14: the own password, and the forced change after a temporary one (SPEC §5 texts). */
export const changePasswordMessages = i18n('auth/change-password', {
  forcedTitle: 'Ganti password sementara',
  forcedIntro:
    'Anda login dengan password sementara dari admin restoran. Buat password baru Anda sendiri untuk melanjutkan.',
  title: 'Ubah password',
  intro: 'Setelah disimpan, sesi login akun ini di perangkat lain akan keluar.',
  tempPassword: 'Password sementara',
  currentPassword: 'Password saat ini',
  newPassword: 'Password baru',
  newPasswordHint: 'Minimal 8 karakter',
  repeatPassword: 'Konfirmasi password baru',
  mismatch: 'Konfirmasi password tidak sama',
  save: 'Simpan password baru',
  failed: 'Password gagal disimpan. Silakan coba lagi.',
  done: 'Password berhasil diubah. Sesi login lain akun ini telah diakhiri.',
  logout: 'Keluar',
});
