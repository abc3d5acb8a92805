import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
import { LandingFeatures } from './landing-features';
import { LandingHeroVisual } from './landing-hero-visual';
import { DocumentTitle } from '../../components/document-title';

/** The landing page. A later issue adds the carousel, plans, testimonials and the rest of SPEC §2. */
export function LandingPage() {
  return (
    <>
      <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
              Untuk restoran, kafe &amp; warung di Indonesia
            </p>
            <DocumentTitle title="Platform restoran untuk Indonesia" />
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
              Pesanan dari meja, beres sampai kasir.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-stone-700">
              Meja menyatukan menu QR untuk pelanggan, layar dapur, kasir (POS) yang tetap jalan saat offline,
              pembayaran tunai, QRIS &amp; kartu, stok bahan, dan laporan harian dalam satu aplikasi.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/register" className={`${primaryButtonClass} px-6 text-base`}>
                Daftarkan restoran
              </Link>
              <Link to="/login" className={`${secondaryButtonClass} px-6 text-base`}>
                Login
              </Link>
            </div>
            <p className="mt-4 text-sm text-stone-600">
              Mulai gratis dengan paket BASIC, tanpa kartu kredit.
            </p>
          </div>
          <LandingHeroVisual />
        </div>
      </section>
      <LandingFeatures />
    </>
  );
}
