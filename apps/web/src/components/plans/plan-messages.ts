import type { Package } from '@meja/shared/plans';

/* The plans as the site sells them (pricing page, payment page, upgrade screen). */

export const PLAN_TAGLINES: Record<Package, string> = {
  POS_ONLY: 'Kasir saja untuk kedai dan kafe kecil.',
  BASIC: 'Coba semua fitur Meja tanpa biaya.',
  PRO: 'Semua fitur untuk satu restoran.',
  ENTERPRISE: 'Untuk grup dengan banyak cabang.',
};

export function planFeatures(plan: Package, trialDays: number | null): string[] {
  switch (plan) {
    case 'POS_ONLY':
      return [
        'Kasir (POS) yang tetap jalan saat offline',
        'Tunai, QRIS & kartu',
        'Pesanan dan laporan penjualan',
        'Tanpa dapur, stok, menu & pengguna',
      ];
    case 'BASIC':
      return [
        trialDays === null ? 'Semua fitur selama uji coba' : `Semua fitur selama ${trialDays} hari`,
        'Tanpa kartu kredit',
        'Setelah uji coba, pilih paket untuk lanjut',
      ];
    case 'PRO':
      return [
        'Menu QR & lacak pesanan',
        'Layar dapur real-time',
        'Stok bahan & resep (BOM)',
        'Laporan, laba rugi & penggajian',
        'Broadcast WhatsApp',
        'Kasir (POS) offline',
      ];
    case 'ENTERPRISE':
      return [
        'Semua fitur PRO',
        'Banyak cabang dalam satu grup',
        'Salin menu antarcabang',
        'Dashboard Group Manager',
      ];
  }
}

export const PLAN_TEXTS = {
  popular: 'Paling populer',
  monthly: 'Bulanan',
  yearly: 'Tahunan',
  cycleLegend: 'Siklus tagihan',
  saveTwoMonths: 'hemat 2 bulan',
  startFree: 'Mulai Gratis',
  redirecting: 'Mengalihkan...',
  buy: (label: string) => `Beli ${label}`,
  yearlySaving: (amount: string) => `Hemat ${amount} per tahun`,
  contact: 'Chat via WhatsApp',
  contactUnavailable: 'Nomor WhatsApp platform belum diatur.',
  enterpriseChat: 'Halo, saya tertarik dengan paket ENTERPRISE Meja untuk restoran saya.',
  loading: 'Memuat harga paket...',
  loadFailed: 'Gagal memuat harga paket.',
  checkoutFailed: 'Checkout gagal. Coba lagi.',
} as const;
