import type { InvoiceStatus } from '@meja/shared/contracts/billing';
import type { BillingCycle } from '@meja/shared/billing';

/* The plan payment page (/payment/{slug}, /pay) and the invoice page of the manual provider. */

export const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Bulanan', yearly: 'Tahunan' };

export const PAYMENT_TEXTS = {
  title: 'Pembayaran Paket',
  forTenant: (name: string) => `Untuk restoran ${name}.`,
  forVisitor: 'Pilih paket dan siklus tagihan, lalu lanjutkan ke pembayaran.',
  planLegend: 'Paket',
  summary: 'Ringkasan',
  plan: 'Paket',
  cycle: 'Siklus',
  total: 'Total',
  pay: (total: string) => `Bayar ${total}`,
  redirecting: 'Mengalihkan...',
  confirmedByPlatform:
    'Setelah Anda menekan Bayar, tagihan dibuat beserta instruksi pembayarannya. Pembayaran dikonfirmasi oleh tim Meja (platform), lalu paket Anda aktif.',
  visitorNote: 'Belum punya akun? Anda akan diarahkan untuk mendaftarkan restoran lebih dulu.',
  enterpriseHeading: 'ENTERPRISE dibuat bersama tim kami',
  enterpriseText:
    'Paket ENTERPRISE untuk grup dengan banyak cabang tidak dibayar di sini. Hubungi kami lewat WhatsApp untuk penawarannya.',
  freeHeading: 'Paket ini gratis',
  freeText: (trial: string) => `BASIC: ${trial}. Pilih KASIR_SAJA atau PRO untuk berlangganan.`,
  comparePlans: 'Bandingkan paket',
  checkoutFailed: 'Checkout gagal. Coba lagi.',
} as const;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  UNPAID: 'Belum dibayar',
  PAID: 'Lunas',
  VOID: 'Dibatalkan',
};

export const INVOICE_TEXTS = {
  title: 'Tagihan',
  loading: 'Memuat tagihan...',
  notFoundTitle: 'Tagihan tidak ditemukan',
  notFoundText:
    'Tagihan ini tidak ada, sudah dihapus, atau tautannya tidak lengkap. Buka lagi tautan dari halaman pembayaran, atau buat checkout baru.',
  loadFailed: 'Gagal memuat tagihan.',
  restaurant: 'Restoran',
  plan: 'Paket',
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
  noBankText: (hasWhatsApp: boolean) =>
    `Tim Meja belum mencantumkan rekening untuk transfer. Minta instruksi pembayaran tagihan ini lewat ${
      hasWhatsApp ? 'WhatsApp di bawah atau ' : ''
    }email`,
  manualConfirmation:
    'Pembayaran dikonfirmasi secara manual oleh tim Meja setelah dana diterima. Status tagihan ini lalu berubah menjadi Lunas dan paket Anda aktif.',
  confirmWhatsApp: 'Konfirmasi pembayaran via WhatsApp',
  confirmMessage: (number: string, tenant: string, amount: string) =>
    `Halo tim Meja, saya sudah transfer untuk tagihan ${number} (${tenant}) sebesar ${amount}.`,
  noWhatsApp: 'Setelah transfer, tunggu konfirmasi dari tim Meja.',
  paidText: 'Terima kasih! Pembayaran tagihan ini sudah kami terima.',
  voidText: 'Tagihan ini dibatalkan dan tidak perlu dibayar. Buat checkout baru bila ingin berlangganan.',
  toAdmin: 'Ke halaman admin',
  toPricing: 'Lihat harga paket',
  refresh: 'Periksa status',
  refreshing: 'Memeriksa...',
} as const;
