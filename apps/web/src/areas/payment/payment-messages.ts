import { params } from '@nanostores/i18n';
import type { InvoiceStatus } from '@meja/shared/contracts/billing';
import type { BillingCycle } from '@meja/shared/billing';
import { i18n } from '../../i18n/i18n';

/* The plan payment page (/payment/{slug}, /pay) and the invoice page of the manual provider. */

export const cycleLabelMessages = i18n('payment/cycles', {
  monthly: 'Bulanan',
  yearly: 'Tahunan',
} satisfies Record<BillingCycle, string>);

export const paymentMessages = i18n('payment/page', {
  title: 'Pembayaran Paket',
  forTenant: params('Untuk restoran {name}.'),
  forVisitor: 'Pilih paket dan siklus tagihan, lalu lanjutkan ke pembayaran.',
  planLegend: 'Paket',
  summary: 'Ringkasan',
  plan: 'Paket',
  cycle: 'Siklus',
  total: 'Total',
  pay: params('Bayar {total}'),
  redirecting: 'Mengalihkan...',
  confirmedByPlatform:
    'Setelah Anda menekan Bayar, tagihan dibuat beserta instruksi pembayarannya. Pembayaran dikonfirmasi oleh tim Meja (platform), lalu paket Anda aktif.',
  visitorNote: 'Belum punya akun? Anda akan diarahkan untuk mendaftarkan restoran lebih dulu.',
  enterpriseHeading: 'ENTERPRISE dibuat bersama tim kami',
  enterpriseText:
    'Paket ENTERPRISE untuk grup dengan banyak cabang tidak dibayar di sini. Hubungi kami lewat WhatsApp untuk penawarannya.',
  freeHeading: 'Paket ini gratis',
  freeText: params('BASIC: {trial}. Pilih KASIR_SAJA atau PRO untuk berlangganan.'),
  comparePlans: 'Bandingkan paket',
  checkoutFailed: 'Checkout gagal. Coba lagi.',
});

export const invoiceStatusMessages = i18n('payment/invoice-status', {
  UNPAID: 'Belum dibayar',
  PAID: 'Lunas',
  VOID: 'Dibatalkan',
} satisfies Record<InvoiceStatus, string>);

export const invoiceMessages = i18n('payment/invoice', {
  title: 'Tagihan',
  loading: 'Memuat tagihan...',
  notFoundTitle: 'Tagihan tidak ditemukan',
  notFoundText:
    'Tagihan ini tidak ada, sudah dihapus, atau tautannya tidak lengkap. Buka lagi tautan dari halaman pembayaran, atau buat checkout baru.',
  loadFailed: 'Gagal memuat tagihan.',
  restaurant: 'Restoran',
  plan: 'Paket',
  /** A broadcast's invoice (issue 18) buys no plan: what it is for. */
  item: 'Untuk',
  amount: 'Jumlah',
  status: 'Status',
  dueAt: 'Jatuh tempo',
  paidAt: 'Dibayar pada',
  transferHeading: 'Cara membayar',
  transferLead: 'Transfer tepat sejumlah tagihan ke rekening berikut:',
  bank: 'Bank',
  accountNumber: 'Nomor rekening',
  accountName: 'Atas nama',
  transferAmount: 'Jumlah transfer',
  description: 'Berita / keterangan transfer',
  descriptionHint: 'Tulis nomor tagihan ini agar pembayaran Anda mudah dicocokkan.',
  noBankTitle: 'Rekening pembayaran belum diatur',
  /** `whatsApp` is noBankWhatsApp's text when the platform has a WhatsApp number, else empty. */
  noBankText: params(
    'Tim Meja belum mencantumkan rekening untuk transfer. Minta instruksi pembayaran tagihan ini lewat {whatsApp}email',
  ),
  noBankWhatsApp: 'WhatsApp di bawah atau ',
  manualConfirmation:
    'Pembayaran dikonfirmasi secara manual oleh tim Meja setelah dana diterima. Status tagihan ini lalu berubah menjadi Lunas dan paket Anda aktif.',
  manualConfirmationBroadcast:
    'Pembayaran dikonfirmasi secara manual oleh tim Meja setelah dana diterima. Status tagihan ini lalu berubah menjadi Lunas dan broadcast Anda mulai dikirim.',
  confirmWhatsApp: 'Konfirmasi pembayaran via WhatsApp',
  confirmMessage: params(
    'Halo tim Meja, saya sudah transfer untuk tagihan {number} ({tenant}) sebesar {amount}.',
  ),
  noWhatsApp: 'Setelah transfer, tunggu konfirmasi dari tim Meja.',
  paidText: 'Terima kasih! Pembayaran tagihan ini sudah kami terima.',
  voidText: 'Tagihan ini dibatalkan dan tidak perlu dibayar. Buat checkout baru bila ingin berlangganan.',
  voidTextBroadcast: 'Tagihan ini dibatalkan dan tidak perlu dibayar: broadcast-nya tidak dikirim.',
  toAdmin: 'Ke halaman admin',
  toPricing: 'Lihat harga paket',
  refresh: 'Periksa status',
  refreshing: 'Memeriksa...',
});
