const FEATURES = [
  {
    title: 'Menu QR & lacak pesanan',
    text: 'Pelanggan pesan dari HP lewat nomor meja, lalu memantau status pesanannya.',
  },
  {
    title: 'Layar dapur real-time',
    text: 'Pesanan terkonfirmasi langsung muncul di dapur, lengkap dengan tombol READY.',
  },
  {
    title: 'Tunai, QRIS & kartu',
    text: 'Terima pembayaran dengan cara yang disukai pelanggan, tercatat otomatis.',
  },
  { title: 'Stok bahan & resep', text: 'Resep (BOM) mengurangi stok bahan baku setiap ada penjualan.' },
  {
    title: 'Laporan & laba rugi',
    text: 'Dashboard harian, tren 3 bulan, laba rugi dan penggajian sederhana.',
  },
  {
    title: 'Kasir offline',
    text: 'POS tetap bisa berjualan saat internet putus dan menyinkronkan data sesudahnya.',
  },
] as const;

export function LandingFeatures() {
  return (
    <section aria-labelledby="fitur-heading" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="fitur-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        Semua yang dibutuhkan restoran Anda
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-stone-900">{feature.title}</h3>
            <p className="mt-2 text-stone-700">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
