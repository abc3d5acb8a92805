import type { Package } from '@meja/shared/plans';
import { params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/* The plans as the site sells them (pricing page, payment page, upgrade screen). */

export const planTaglineMessages = i18n('site/plan-taglines', {
  POS_ONLY: 'Kasir saja untuk kedai dan kafe kecil.',
  BASIC: 'Coba semua fitur Meja tanpa biaya.',
  PRO: 'Semua fitur untuk satu restoran.',
  ENTERPRISE: 'Untuk grup dengan banyak cabang.',
} satisfies Record<Package, string>);

export const planFeatureMessages = i18n('site/plan-features', {
  posOffline: 'Kasir (POS) yang tetap jalan saat offline',
  posPayments: 'Tunai, QRIS & kartu',
  posSales: 'Pesanan dan laporan penjualan',
  posWithout: 'Tanpa dapur, stok, menu & pengguna',
  /** Before the platform settings (and their trial length) have loaded. */
  basicTrial: 'Semua fitur selama uji coba',
  basicDays: params('Semua fitur selama {days} hari'),
  basicNoCard: 'Tanpa kartu kredit',
  basicAfterTrial: 'Setelah uji coba, pilih paket untuk lanjut',
  proQrMenu: 'Menu QR & lacak pesanan',
  proKitchen: 'Layar dapur real-time',
  proStock: 'Stok bahan & resep (BOM)',
  proReports: 'Laporan, laba rugi & penggajian',
  proBroadcast: 'Broadcast WhatsApp',
  proOfflinePos: 'Kasir (POS) offline',
  enterprisePro: 'Semua fitur PRO',
  enterpriseBranches: 'Banyak cabang dalam satu grup',
  enterpriseCopyMenu: 'Salin menu antarcabang',
  enterpriseGroupManager: 'Dashboard Group Manager',
});

export type PlanFeatureTexts = ReturnType<typeof planFeatureMessages.get>;

/** What a plan card lists for the plan, with the real trial length once it is known. */
export function planFeatures(t: PlanFeatureTexts, plan: Package, trialDays: number | null): string[] {
  switch (plan) {
    case 'POS_ONLY':
      return [t.posOffline, t.posPayments, t.posSales, t.posWithout];
    case 'BASIC':
      return [
        trialDays === null ? t.basicTrial : t.basicDays({ days: trialDays }),
        t.basicNoCard,
        t.basicAfterTrial,
      ];
    case 'PRO':
      return [t.proQrMenu, t.proKitchen, t.proStock, t.proReports, t.proBroadcast, t.proOfflinePos];
    case 'ENTERPRISE':
      return [t.enterprisePro, t.enterpriseBranches, t.enterpriseCopyMenu, t.enterpriseGroupManager];
  }
}

/** How a plan card names its price when it is not an amount (plan-offer.ts). */
export const planPriceMessages = i18n('site/plan-prices', {
  contact: 'Hubungi kami',
  free: 'Gratis',
  trial: params('Gratis (uji coba {days} hari)'),
});

export type PlanPriceTexts = ReturnType<typeof planPriceMessages.get>;

export const planMessages = i18n('site/plans', {
  popular: 'Paling populer',
  monthly: 'Bulanan',
  yearly: 'Tahunan',
  cycleLegend: 'Siklus tagihan',
  saveTwoMonths: 'hemat 2 bulan',
  startFree: 'Mulai Gratis',
  redirecting: 'Mengalihkan...',
  buy: params('Beli {label}'),
  yearlySaving: params('Hemat {amount} per tahun'),
  contact: 'Chat via WhatsApp',
  contactUnavailable: 'Nomor WhatsApp platform belum diatur.',
  /** The chat's first message, filled in for the visitor. */
  enterpriseChat: 'Halo, saya tertarik dengan paket ENTERPRISE Meja untuk restoran saya.',
  loading: 'Memuat harga paket...',
  loadFailed: 'Gagal memuat harga paket.',
  checkoutFailed: 'Checkout gagal. Coba lagi.',
});
