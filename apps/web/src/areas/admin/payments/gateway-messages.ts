import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* Texts of the 'Gateway pembayaran' section (issue 17): the restaurant's own gateway account. */
export const gatewayMessages = i18n('admin/payments/gateway', {
  title: 'Gateway pembayaran',
  inUse: params('Aktif: {provider}'),
  notInUse: 'Tidak dipakai',
  description:
    'Hubungkan akun merchant restoran sendiri di Midtrans, Xendit atau Stripe agar pembayaran kartu dan QRIS di kasir selesai otomatis saat pelanggan membayar. Uangnya masuk ke akun merchant restoran, bukan ke Meja.',
  defaultNote:
    'Tanpa gateway, QRIS statis di atas tetap menjadi cara bawaan: gratis, dan kasir yang mengonfirmasi. Pembayaran lewat gateway butuh internet; saat kasir offline hanya tunai yang diterima.',
  provider: 'Gateway',
  providerNone: 'Tidak memakai gateway',
  providerMidtrans: 'Midtrans',
  providerXendit: 'Xendit',
  providerStripe: 'Stripe',
  providerHint: 'Penyedia tempat restoran punya akun merchant.',
  keysTitle: params('Kunci {provider}'),
  midtransServerKey: 'Server key Midtrans',
  xenditApiKey: 'Secret API key Xendit',
  xenditCallbackToken: 'Token verifikasi callback Xendit',
  stripeSecretKey: 'Secret key Stripe',
  stripeWebhookSecret: 'Webhook signing secret Stripe (whsec_…)',
  cardViaGateway: 'Kartu lewat gateway',
  cardHint:
    'Kasir menampilkan link pembayaran (juga sebagai kode QR untuk ponsel pelanggan). Mati: kartu lewat mesin EDC seperti biasa.',
  qrisViaGateway: 'QRIS lewat gateway',
  qrisHint: 'QRIS dibuat oleh gateway untuk jumlah yang tepat. Mati: QRIS statis di atas, tanpa gateway.',
  qrisStripe: 'Stripe tidak menyediakan QRIS. Pilih Midtrans atau Xendit untuk QRIS lewat gateway.',
  needsProvider: 'Pilih gateway dulu untuk memakai kartu atau QRIS lewat gateway.',
  webhookTitle: 'URL webhook',
  webhookHintMidtrans:
    'Meja mengirim URL ini ke Midtrans bersama setiap pembayaran kasir, jadi tidak perlu didaftarkan di dasbor Midtrans.',
  webhookHintXendit:
    'Daftarkan URL ini di dasbor Xendit (Callbacks) untuk Invoice dibayar dan pembayaran QR code, agar Meja tahu saat pelanggan sudah membayar.',
  webhookHintStripe:
    'Daftarkan URL ini di dasbor Stripe sebagai endpoint webhook untuk checkout.session.completed, lalu salin signing secret-nya (whsec_…) ke kolom di atas.',
  webhookCopy: 'URL webhook',
  save: 'Simpan gateway',
  saved: 'Gateway pembayaran disimpan',
  saveFailed: 'Gagal menyimpan gateway pembayaran',
  clearKeys: 'Hapus semua kunci',
  clearTitle: 'Hapus semua kunci gateway?',
  clearBody:
    'Semua kunci gateway yang tersimpan dihapus, dan kartu serta QRIS di kasir kembali tanpa gateway. Transaksi yang sudah tercatat tidak berubah.',
  clearConfirm: 'Ya, hapus semua kunci',
  clearing: 'Menghapus...',
  cancel: 'Batal',
  cleared: 'Semua kunci gateway dihapus',
});
