import { formatRupiah } from '@meja/shared/money';
import { hasDiscount } from '@meja/shared/pricing';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { useMessages } from '../../../i18n/use-messages';
import { dishMessages } from './dish-messages';

interface MenuPriceProps {
  item: PublicMenuItem;
}

/** Effective price, with the struck-through list price beside it when discounted (SPEC §2). */
export function MenuPrice({ item }: MenuPriceProps) {
  const t = useMessages(dishMessages);
  const discounted = hasDiscount(item);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-bold text-(--diner-text)">{formatRupiah(item.effectivePrice)}</span>
      {discounted ? (
        <del className="text-sm text-(--diner-muted)">
          <span className="sr-only">{t.normalPrice} </span>
          {formatRupiah(item.price)}
        </del>
      ) : null}
    </p>
  );
}

/** '-10%' or '-Rp 2.000'; null without a discount. */
export function discountBadgeText(item: PublicMenuItem): string | null {
  if (!hasDiscount(item)) return null;
  if (item.discountPercent !== null && item.discountPercent > 0) return `-${item.discountPercent}%`;
  return `-${formatRupiah(item.price - item.effectivePrice)}`;
}
