/* The public site's texts (landing and pricing), in Indonesian as SPEC §2 writes them. */

export const SITE_TEXTS = {
  hero: {
    title: 'Platform restoran untuk Indonesia',
    eyebrow: 'Untuk restoran, kafe & warung di Indonesia',
    heading: 'Pesanan dari meja, beres sampai kasir.',
    lead: 'Meja menyatukan menu QR untuk pelanggan, layar dapur, kasir (POS) yang tetap jalan saat offline, pembayaran tunai, QRIS & kartu, stok bahan, dan laporan harian dalam satu aplikasi.',
    register: 'Daftar gratis',
    pricing: 'Lihat harga',
    trial: (days: number) => `Coba gratis ${days} hari dengan paket BASIC, tanpa kartu kredit.`,
    trialPending: 'Coba gratis dengan paket BASIC, tanpa kartu kredit.',
  },
  carousel: {
    heading: 'Lihat Meja bekerja',
    lead: 'Tangkapan layar asli dari restoran demo Meja.',
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    show: (index: number, total: number) => `Tampilkan layar ${index} dari ${total}`,
    pause: 'Jeda putar otomatis',
    play: 'Putar otomatis',
    slide: (index: number, total: number) => `${index} dari ${total}`,
  },
  customers: {
    heading: 'Dipakai warung, kedai kopi hingga rumah makan',
  },
  features: {
    heading: 'Semua yang dibutuhkan restoran Anda',
  },
  kasirSaja: {
    eyebrow: 'Paket KASIR_SAJA',
    heading: 'Cukup butuh kasir? Ada paket KASIR_SAJA.',
    lead: 'Kasir (POS) yang tetap berjualan saat internet putus, pembayaran tunai, QRIS & kartu, dan laporan penjualan — tanpa fitur yang belum Anda perlukan. Upgrade kapan saja.',
    price: (price: string) => `Mulai ${price}/bln`,
    cta: 'Pilih KASIR_SAJA',
  },
  steps: {
    heading: 'Mulai dalam 4 langkah',
  },
  testimonials: {
    heading: 'Kata mereka tentang Meja',
  },
  cta: {
    heading: 'Siap membuat restoran Anda lebih rapi?',
    lead: 'Daftar sekarang, isi menu, tempel QR di meja — pesanan pertama bisa masuk hari ini juga.',
    register: 'Daftarkan restoran',
    pricing: 'Bandingkan paket',
  },
  contact: {
    lead: 'Ada pertanyaan? Tulis ke',
  },
  whatsapp: {
    label: 'Chat dengan tim Meja di WhatsApp',
    text: 'Halo tim Meja, saya ingin bertanya tentang Meja untuk restoran saya.',
  },
  socialProof: {
    label: 'Aktivitas terbaru',
    close: 'Tutup notifikasi',
  },
  pricing: {
    title: 'Harga Paket',
    lead: 'Pilih paket untuk restoran Anda. Bayar tahunan: bayar 10 bulan, pakai 12 bulan.',
    note: 'Harga dalam Rupiah. Setelah checkout Anda menerima tagihan; pembayaran dikonfirmasi oleh tim Meja. Paket ENTERPRISE untuk grup restoran dengan banyak cabang dibuat bersama tim kami.',
  },
} as const;

export const CUSTOMER_NAMES = [
  'Warung Bu Sari',
  'Kedai Kopi Senja',
  'Bakso Pak Darto',
  'Sate Cak Amir',
  'Mie Ayam Bu Tini',
  'Soto Betawi Bang Ali',
  'Pempek Cek Ina',
  'Gudeg Yu Narni',
] as const;

export const FEATURES = [
  {
    title: 'Menu QR & lacak pesanan',
    text: 'Pelanggan memesan dari HP lewat nomor meja, lalu memantau status pesanannya.',
  },
  {
    title: 'Layar dapur real-time',
    text: 'Pesanan terkonfirmasi langsung muncul di dapur, lengkap dengan tombol READY.',
  },
  {
    title: 'Tunai, QRIS & kartu',
    text: 'Terima pembayaran dengan cara yang disukai pelanggan, tercatat otomatis.',
  },
  {
    title: 'Stok bahan & resep (BOM)',
    text: 'Setiap penjualan mengurangi stok bahan baku sesuai resepnya.',
  },
  {
    title: 'Admin berdasarkan peran',
    text: 'Kasir, pelayan, dapur dan gudang hanya melihat halaman yang mereka perlukan.',
  },
  {
    title: 'Laporan & laba rugi',
    text: 'Dashboard harian, tren 3 bulan, laba rugi dan penggajian sederhana.',
  },
  {
    title: 'Broadcast WhatsApp',
    text: 'Kirim promo ke pelanggan yang sudah memberi nomor WhatsApp-nya.',
  },
  {
    title: 'Kasir offline',
    text: 'POS tetap berjualan saat internet putus dan menyinkronkan data sesudahnya.',
  },
] as const;

export function registrationSteps(trialDays: number | null) {
  return [
    {
      title: 'Daftar',
      text: 'Isi nama restoran, email dan password, lalu pilih paket.',
    },
    {
      title: 'Verifikasi email',
      text: 'Klik tautan yang kami kirim ke email Anda, lalu login.',
    },
    {
      title: 'Isi menu & cetak QR',
      text: 'Masukkan menu dan resepnya, tempel QR di setiap meja.',
    },
    {
      title: 'Terima pesanan',
      text:
        trialDays === null
          ? 'Pesanan masuk ke dapur dan kasir. Paket BASIC gratis selama masa uji coba.'
          : `Pesanan masuk ke dapur dan kasir. Paket BASIC gratis selama ${trialDays} hari.`,
    },
  ];
}

export const TESTIMONIALS = [
  {
    quote:
      'Sejak pakai menu QR, antrean di kasir berkurang dan pesanan ke dapur tidak ada yang salah tulis lagi.',
    name: 'Ibu Sari',
    place: 'Warung Bu Sari, Bandung',
  },
  {
    quote:
      'Internet di ruko kami sering putus. Kasirnya tetap jalan, dan sore harinya semua transaksi sudah tersinkron.',
    name: 'Dimas',
    place: 'Kedai Kopi Senja, Yogyakarta',
  },
  {
    quote:
      'Stok bahan berkurang otomatis tiap penjualan, jadi saya tahu kapan harus belanja tanpa hitung manual.',
    name: 'Pak Darto',
    place: 'Bakso Pak Darto, Surabaya',
  },
] as const;

/** The rotating toast's lines (SPEC §2 social proof). */
export const SOCIAL_PROOF = [
  'Warung Bu Sari di Bandung baru saja mendaftar',
  'Kedai Kopi Senja di Yogyakarta memilih paket PRO',
  'Sate Cak Amir di Surabaya menerima 40 pesanan lewat QR hari ini',
  'Mie Ayam Bu Tini di Medan mulai uji coba gratis',
  'Pempek Cek Ina di Palembang memakai kasir offline',
  'Soto Betawi Bang Ali di Jakarta memilih paket KASIR_SAJA',
] as const;
