import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { heroVisualMessages } from '../site-messages';

/** A decorative order card beside the hero on a laptop (phones go straight on to the screenshots). */
export function LandingHeroVisual() {
  const t = useMessages(heroVisualMessages);
  const lines = [
    { text: t.friedRice, amount: 56_000 },
    { text: t.icedTea, amount: 8_000 },
    { text: t.satay, amount: 30_000 },
  ];
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-md lg:mr-0 lg:block">
      <div className="rotate-1 rounded-3xl border border-stone-200 bg-white p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-stone-600">{t.order}</p>
          <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-800">
            {t.ready}
          </span>
        </div>
        <p className="mt-2 text-2xl font-bold text-stone-900">{t.table}</p>
        <ul className="mt-4 divide-y divide-stone-100 text-stone-800">
          {lines.map((line) => (
            <li key={line.text} className="flex justify-between py-2">
              <span>{line.text}</span>
              <span>{formatRupiah(line.amount)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center justify-between rounded-xl bg-stone-50 px-4 py-3">
          <span className="text-sm text-stone-600">{t.total}</span>
          {/* The three lines with PPN 11% on top. */}
          <span className="text-lg font-bold text-stone-900">{formatRupiah(104_340)}</span>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2 text-center text-xs font-semibold">
          <span className="rounded-lg bg-brand-50 py-2 text-brand-800">{t.cash}</span>
          <span className="rounded-lg bg-brand-700 py-2 text-white">{t.qris}</span>
          <span className="rounded-lg bg-brand-50 py-2 text-brand-800">{t.card}</span>
        </div>
      </div>
    </div>
  );
}
