import type { MailMessage } from '../../platform/mail';
import { renderMail } from '../../platform/mail-template';

/* The account emails (text and HTML through renderMail); every value in them is escaped there. */

export function verificationMail(
  to: string,
  values: { restaurantName: string; verifyUrl: string; validHours: number },
): MailMessage {
  return renderMail(to, {
    subject: 'Verifikasi email Meja Anda',
    intro: [
      `Halo, terima kasih telah mendaftarkan ${values.restaurantName} di Meja.`,
      `Buka link di bawah untuk memverifikasi email Anda (berlaku ${values.validHours} jam).`,
    ],
    action: { label: 'Verifikasi email', url: values.verifyUrl },
    outro: ['Jika Anda tidak mendaftar, abaikan email ini.'],
  });
}

export function passwordResetMail(
  to: string,
  values: { resetUrl: string; validMinutes: number },
): MailMessage {
  return renderMail(to, {
    subject: 'Reset password Meja Anda',
    intro: [
      'Kami menerima permintaan untuk mengganti password akun Meja dengan email ini.',
      `Buka link di bawah untuk membuat password baru. Link berlaku ${values.validMinutes} menit dan hanya dapat dipakai sekali.`,
    ],
    action: { label: 'Buat password baru', url: values.resetUrl },
    outro: [
      'Setelah password diganti, semua sesi login akun ini akan keluar.',
      'Jika Anda tidak meminta reset password, abaikan email ini: password Anda tidak berubah.',
    ],
  });
}

/** Someone registered a restaurant with an email that already has an account (issue 12). */
export function registrationAttemptMail(
  to: string,
  values: { loginUrl: string; forgotPasswordUrl: string },
): MailMessage {
  return renderMail(to, {
    subject: 'Percobaan pendaftaran dengan email Anda',
    intro: [
      'Seseorang baru saja mencoba mendaftarkan restoran baru di Meja dengan alamat email ini. Email ini sudah memiliki akun, jadi tidak ada akun baru yang dibuat.',
      'Jika itu Anda, silakan login dengan akun yang sudah ada.',
    ],
    action: { label: 'Login ke Meja', url: values.loginUrl },
    outro: [
      `Lupa password? Minta link reset password di ${values.forgotPasswordUrl}`,
      'Jika itu bukan Anda, abaikan email ini: akun Anda tidak berubah.',
    ],
  });
}
