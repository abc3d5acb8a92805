import { params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/* 'Lupa password' (issue 12): the texts of /forgot-password, /reset-password and the logins. */
export const passwordResetMessages = i18n('auth/password-reset', {
  forgotLink: 'Lupa password?',
  forgotTitle: 'Lupa password',
  forgotIntro: 'Masukkan email akun Anda. Kami akan mengirim link untuk membuat password baru.',
  send: 'Kirim link reset',
  sending: 'Mengirim...',
  sentTitle: 'Periksa email Anda',
  sent: params(
    'Jika {email} terdaftar di Meja, kami telah mengirim link untuk membuat password baru ke alamat itu.',
  ),
  sentValidity: 'Link berlaku 1 jam dan hanya dapat dipakai sekali. Periksa juga folder spam.',
  sendAgain: 'Kirim ulang / pakai email lain',
  backToLogin: 'Kembali ke login',
  backToPosLogin: 'Kembali ke login kasir',
  resetTitle: 'Buat password baru',
  resetIntro: 'Pilih password baru untuk akun Anda. Setelah disimpan, semua sesi login akun ini akan keluar.',
  newPassword: 'Password baru',
  passwordHint: 'Minimal 8 karakter',
  repeatPassword: 'Ulangi password baru',
  mismatch: 'Konfirmasi password tidak sama',
  save: 'Simpan password baru',
  failed: 'Password gagal disimpan. Silakan coba lagi.',
  linkMissing: 'Link reset password tidak lengkap. Buka lagi link dari email, atau minta link baru.',
  requestNew: 'Minta link baru',
  /** On the login after a reset. */
  done: 'Password berhasil diubah. Silakan login dengan password baru.',
});
