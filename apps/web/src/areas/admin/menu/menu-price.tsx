import { formatRupiah } from '@meja/shared/money';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const menuPriceMessages = i18n('admin/menu/menu-price', {
  hargaNormal: 'Harga normal ',
  hargaDiskon: 'Harga diskon ',
});

interface MenuPriceProps {
  price: number;
  effectivePrice: number;
  discountPercent: number | null;
  discountFixed: number | null;
}

/** SPEC §2: the struck-through price beside the effective price when discounted, with a badge. */
export function MenuPrice({ price, effectivePrice, discountPercent, discountFixed }: MenuPriceProps) {
  const t = useMessages(menuPriceMessages);
  if (effectivePrice >= price) {
    return <p className="whitespace-nowrap font-semibold text-stone-900">{formatRupiah(price)}</p>;
  }
  const badge =
    discountPercent !== null && discountPercent > 0
      ? `-${discountPercent}%`
      : `-${formatRupiah(discountFixed ?? price - effectivePrice)}`;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="whitespace-nowrap text-sm text-stone-500 line-through">
        <span className="sr-only">{t.hargaNormal}</span>
        {formatRupiah(price)}
      </span>
      <span className="whitespace-nowrap font-semibold text-emerald-800">
        <span className="sr-only">{t.hargaDiskon}</span>
        {formatRupiah(effectivePrice)}
      </span>
      <span className="whitespace-nowrap rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
        {badge}
      </span>
    </p>
  );
}
