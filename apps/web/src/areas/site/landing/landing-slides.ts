import dashboard640 from '../../../assets/landing/landing-dashboard-640.webp';
import dashboard960 from '../../../assets/landing/landing-dashboard-960.webp';
import diner640 from '../../../assets/landing/landing-diner-640.webp';
import diner960 from '../../../assets/landing/landing-diner-960.webp';
import inventory640 from '../../../assets/landing/landing-inventory-640.webp';
import inventory960 from '../../../assets/landing/landing-inventory-960.webp';
import kitchen640 from '../../../assets/landing/landing-kitchen-640.webp';
import kitchen960 from '../../../assets/landing/landing-kitchen-960.webp';
import pos640 from '../../../assets/landing/landing-pos-640.webp';
import pos960 from '../../../assets/landing/landing-pos-960.webp';

/*
 * Meja's own screens with the demo data, taken by scripts/landing-screenshots.mjs: 16:10 WebP,
 * 640 px wide for phones and 960 px for larger screens.
 */

export interface LandingSlide {
  caption: string;
  alt: string;
  src: string;
  srcSet: string;
}

export const SLIDE_WIDTH = 960;
export const SLIDE_HEIGHT = 600;

function slide(caption: string, alt: string, small: string, large: string): LandingSlide {
  return { caption, alt, src: large, srcSet: `${small} 640w, ${large} 960w` };
}

export const LANDING_SLIDES: readonly LandingSlide[] = [
  slide(
    'Menu QR & lacak pesanan di HP pelanggan',
    'Dua layar HP: menu Warung Demo dengan Spesial Hari Ini, dan pelacakan pesanan meja A2 yang sedang diproses di dapur.',
    diner640,
    diner960,
  ),
  slide(
    'Layar dapur real-time dengan tombol READY',
    'Layar dapur: kartu pesanan per meja dengan nomor antrean, catatan prioritas dan tombol READY.',
    kitchen640,
    kitchen960,
  ),
  slide(
    'Kasir (POS) dengan tunai, kartu & QRIS',
    'Kasir: daftar menu bergambar, keranjang berisi empat item dengan PPN 11%, dan tombol Cash, Card dan QRIS.',
    pos640,
    pos960,
  ),
  slide(
    'Dashboard penjualan harian',
    'Dashboard admin: pendapatan hari ini dan bulan ini, jumlah pesanan, penjualan 7 hari dan menu terlaris.',
    dashboard640,
    dashboard960,
  ),
  slide(
    'Stok bahan & resep (BOM)',
    'Halaman inventori: stok bahan baku dengan SKU, satuan dan stok minimum; satu bahan ditandai di bawah minimum.',
    inventory640,
    inventory960,
  ),
];
