import { params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';

/*
 * The public site's texts (landing, pricing, not-found), in Indonesian as SPEC §2 writes them. The
 * landing's lists are keyed texts here; the key lists below give their order.
 */

export const heroMessages = i18n('site/hero', {
  title: 'Platform restoran untuk Indonesia',
  eyebrow: 'Untuk restoran, kafe & warung di Indonesia',
  heading: 'Pesanan dari meja, beres sampai kasir.',
  lead: 'Meja menyatukan menu QR untuk pelanggan, layar dapur, kasir (POS) yang tetap jalan saat offline, pembayaran tunai, QRIS & kartu, stok bahan, dan laporan harian dalam satu aplikasi.',
  register: 'Daftar gratis',
  pricing: 'Lihat harga',
  trial: params('Coba gratis {days} hari dengan paket BASIC, tanpa kartu kredit.'),
  trialPending: 'Coba gratis dengan paket BASIC, tanpa kartu kredit.',
});

/** The decorative order card beside the hero (its amounts go through formatRupiah). */
export const heroVisualMessages = i18n('site/hero-visual', {
  order: 'Pesanan #A1F3',
  ready: 'Siap diambil',
  table: 'Meja A3',
  friedRice: '2x Nasi Goreng Spesial',
  icedTea: '1x Es Teh Manis',
  satay: '1x Sate Ayam',
  total: 'Total (incl. PPN)',
  cash: 'Tunai',
  qris: 'QRIS',
  card: 'Kartu',
});

/** The carousel's screens, in order; each has `{name}Caption` and `{name}Alt` in carouselMessages. */
export const SLIDE_NAMES = ['diner', 'kitchen', 'pos', 'dashboard', 'inventory'] as const;
export type SlideName = (typeof SLIDE_NAMES)[number];

export const carouselMessages = i18n('site/carousel', {
  heading: 'Lihat Meja bekerja',
  lead: 'Tangkapan layar asli dari restoran demo Meja.',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  show: params('Tampilkan layar {index} dari {total}'),
  pause: 'Jeda putar otomatis',
  play: 'Putar otomatis',
  slide: params('{index} dari {total}: {caption}'),
  dinerCaption: 'Menu QR & lacak pesanan di HP pelanggan',
  dinerAlt:
    'Dua layar HP: menu Warung Demo dengan Spesial Hari Ini, dan pelacakan pesanan meja A2 yang sedang diproses di dapur.',
  kitchenCaption: 'Layar dapur real-time dengan tombol READY',
  kitchenAlt: 'Layar dapur: kartu pesanan per meja dengan nomor antrean, catatan prioritas dan tombol READY.',
  posCaption: 'Kasir (POS) dengan tunai, kartu & QRIS',
  posAlt:
    'Kasir: daftar menu bergambar, keranjang berisi empat item dengan PPN 11%, dan tombol Cash, Card dan QRIS.',
  dashboardCaption: 'Dashboard penjualan harian',
  dashboardAlt:
    'Dashboard admin: pendapatan hari ini dan bulan ini, jumlah pesanan, penjualan 7 hari dan menu terlaris.',
  inventoryCaption: 'Stok bahan & resep (BOM)',
  inventoryAlt:
    'Halaman inventori: stok bahan baku dengan SKU, satuan dan stok minimum; satu bahan ditandai di bawah minimum.',
});

/** The sample customers, in order; each name is customerMessages[key]. */
export const CUSTOMERS = ['sari', 'senja', 'darto', 'amir', 'tini', 'ali', 'ina', 'narni'] as const;

export const customerMessages = i18n('site/customers', {
  heading: 'Dipakai warung, kedai kopi hingga rumah makan',
  sari: 'Warung Bu Sari',
  senja: 'Kedai Kopi Senja',
  darto: 'Bakso Pak Darto',
  amir: 'Sate Cak Amir',
  tini: 'Mie Ayam Bu Tini',
  ali: 'Soto Betawi Bang Ali',
  ina: 'Pempek Cek Ina',
  narni: 'Gudeg Yu Narni',
});

/** The feature cards, in order; each has `{key}Title` and `{key}Text` in featureMessages. */
export const FEATURES = [
  'qrMenu',
  'kitchen',
  'payments',
  'stock',
  'roles',
  'reports',
  'broadcast',
  'offlinePos',
] as const;
export type Feature = (typeof FEATURES)[number];

export const featureMessages = i18n('site/features', {
  heading: 'Semua yang dibutuhkan restoran Anda',
  qrMenuTitle: 'Menu QR & lacak pesanan',
  qrMenuText: 'Pelanggan memesan dari HP lewat nomor meja, lalu memantau status pesanannya.',
  kitchenTitle: 'Layar dapur real-time',
  kitchenText: 'Pesanan terkonfirmasi langsung muncul di dapur, lengkap dengan tombol READY.',
  paymentsTitle: 'Tunai, QRIS & kartu',
  paymentsText: 'Terima pembayaran dengan cara yang disukai pelanggan, tercatat otomatis.',
  stockTitle: 'Stok bahan & resep (BOM)',
  stockText: 'Setiap penjualan mengurangi stok bahan baku sesuai resepnya.',
  rolesTitle: 'Admin berdasarkan peran',
  rolesText: 'Kasir, pelayan, dapur dan gudang hanya melihat halaman yang mereka perlukan.',
  reportsTitle: 'Laporan & laba rugi',
  reportsText: 'Dashboard harian, tren 3 bulan, laba rugi dan penggajian sederhana.',
  broadcastTitle: 'Broadcast WhatsApp',
  broadcastText: 'Kirim promo ke pelanggan yang sudah memberi nomor WhatsApp-nya.',
  offlinePosTitle: 'Kasir offline',
  offlinePosText: 'POS tetap berjualan saat internet putus dan menyinkronkan data sesudahnya.',
});

export const kasirSajaMessages = i18n('site/kasir-saja', {
  eyebrow: 'Paket KASIR_SAJA',
  heading: 'Cukup butuh kasir? Ada paket KASIR_SAJA.',
  lead: 'Kasir (POS) yang tetap berjualan saat internet putus, pembayaran tunai, QRIS & kartu, dan laporan penjualan — tanpa fitur yang belum Anda perlukan. Upgrade kapan saja.',
  price: params('Mulai {price}/bln'),
  cta: 'Pilih KASIR_SAJA',
});

export const stepMessages = i18n('site/steps', {
  heading: 'Mulai dalam 4 langkah',
  registerTitle: 'Daftar',
  registerText: 'Isi nama restoran, email dan password, lalu pilih paket.',
  verifyTitle: 'Verifikasi email',
  verifyText: 'Klik tautan yang kami kirim ke email Anda, lalu login.',
  menuTitle: 'Isi menu & cetak QR',
  menuText: 'Masukkan menu dan resepnya, tempel QR di setiap meja.',
  ordersTitle: 'Terima pesanan',
  /** Before the platform settings (and their trial length) have loaded. */
  ordersTrial: 'Pesanan masuk ke dapur dan kasir. Paket BASIC gratis selama masa uji coba.',
  ordersDays: params('Pesanan masuk ke dapur dan kasir. Paket BASIC gratis selama {days} hari.'),
});

export type StepTexts = ReturnType<typeof stepMessages.get>;

/** SPEC §2 registration steps (SPEC §4: form, verification email, login), with the real trial length. */
export function registrationSteps(t: StepTexts, trialDays: number | null) {
  return [
    { title: t.registerTitle, text: t.registerText },
    { title: t.verifyTitle, text: t.verifyText },
    { title: t.menuTitle, text: t.menuText },
    {
      title: t.ordersTitle,
      text: trialDays === null ? t.ordersTrial : t.ordersDays({ days: trialDays }),
    },
  ];
}

/** The testimonials, in order; each has `{key}Quote`, `{key}Name` and `{key}Place` in testimonialMessages. */
export const TESTIMONIALS = ['sari', 'dimas', 'darto'] as const;
export type Testimonial = (typeof TESTIMONIALS)[number];

export const testimonialMessages = i18n('site/testimonials', {
  heading: 'Kata mereka tentang Meja',
  quoted: params('“{quote}”'),
  sariQuote:
    'Sejak pakai menu QR, antrean di kasir berkurang dan pesanan ke dapur tidak ada yang salah tulis lagi.',
  sariName: 'Ibu Sari',
  sariPlace: 'Warung Bu Sari, Bandung',
  dimasQuote:
    'Internet di ruko kami sering putus. Kasirnya tetap jalan, dan sore harinya semua transaksi sudah tersinkron.',
  dimasName: 'Dimas',
  dimasPlace: 'Kedai Kopi Senja, Yogyakarta',
  dartoQuote:
    'Stok bahan berkurang otomatis tiap penjualan, jadi saya tahu kapan harus belanja tanpa hitung manual.',
  dartoName: 'Pak Darto',
  dartoPlace: 'Bakso Pak Darto, Surabaya',
});

export const callToActionMessages = i18n('site/call-to-action', {
  heading: 'Siap membuat restoran Anda lebih rapi?',
  lead: 'Daftar sekarang, isi menu, tempel QR di meja — pesanan pertama bisa masuk hari ini juga.',
  register: 'Daftarkan restoran',
  pricing: 'Bandingkan paket',
  /** Followed by the platform's contact mail link. */
  contact: 'Ada pertanyaan? Tulis ke',
});

export const whatsappMessages = i18n('site/whatsapp', {
  label: 'Chat dengan tim Meja di WhatsApp',
  /** The chat's first message, filled in for the visitor. */
  text: 'Halo tim Meja, saya ingin bertanya tentang Meja untuk restoran saya.',
});

/** The rotating toast's lines (SPEC §2 social proof), in order; each is socialProofMessages[key]. */
export const SOCIAL_PROOF = ['sari', 'senja', 'amir', 'tini', 'ina', 'ali'] as const;

export const socialProofMessages = i18n('site/social-proof', {
  label: 'Aktivitas terbaru',
  close: 'Tutup notifikasi',
  sari: 'Warung Bu Sari di Bandung baru saja mendaftar',
  senja: 'Kedai Kopi Senja di Yogyakarta memilih paket PRO',
  amir: 'Sate Cak Amir di Surabaya menerima 40 pesanan lewat QR hari ini',
  tini: 'Mie Ayam Bu Tini di Medan mulai uji coba gratis',
  ina: 'Pempek Cek Ina di Palembang memakai kasir offline',
  ali: 'Soto Betawi Bang Ali di Jakarta memilih paket KASIR_SAJA',
});

export const pricingMessages = i18n('site/pricing', {
  title: 'Harga Paket',
  lead: 'Pilih paket untuk restoran Anda. Bayar tahunan: bayar 10 bulan, pakai 12 bulan.',
  note: 'Harga dalam Rupiah. Setelah checkout Anda menerima tagihan; pembayaran dikonfirmasi oleh tim Meja. Paket ENTERPRISE untuk grup restoran dengan banyak cabang dibuat bersama tim kami.',
});

export const notFoundMessages = i18n('site/not-found', {
  title: 'Halaman tidak ditemukan',
  text: 'Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya.',
  home: 'Kembali ke beranda',
});
