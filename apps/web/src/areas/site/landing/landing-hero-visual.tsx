/** A decorative order card beside the hero on a laptop (phones go straight on to the screenshots). */
export function LandingHeroVisual() {
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-md lg:mr-0 lg:block">
      <div className="rotate-1 rounded-3xl border border-stone-200 bg-white p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-stone-600">Pesanan #A1F3</p>
          <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-800">
            Siap diambil
          </span>
        </div>
        <p className="mt-2 text-2xl font-bold text-stone-900">Meja A3</p>
        <ul className="mt-4 divide-y divide-stone-100 text-stone-800">
          <li className="flex justify-between py-2">
            <span>2x Nasi Goreng Spesial</span>
            <span>Rp 56.000</span>
          </li>
          <li className="flex justify-between py-2">
            <span>1x Es Teh Manis</span>
            <span>Rp 8.000</span>
          </li>
          <li className="flex justify-between py-2">
            <span>1x Sate Ayam</span>
            <span>Rp 30.000</span>
          </li>
        </ul>
        <div className="mt-3 flex items-center justify-between rounded-xl bg-stone-50 px-4 py-3">
          <span className="text-sm text-stone-600">Total (incl. PPN)</span>
          <span className="text-lg font-bold text-stone-900">Rp 104.340</span>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2 text-center text-xs font-semibold">
          <span className="rounded-lg bg-brand-50 py-2 text-brand-800">Tunai</span>
          <span className="rounded-lg bg-brand-700 py-2 text-white">QRIS</span>
          <span className="rounded-lg bg-brand-50 py-2 text-brand-800">Kartu</span>
        </div>
      </div>
    </div>
  );
}
