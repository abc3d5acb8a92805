import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { menuThumbUrl } from '@meja/shared/menu-image-url';
import { formatRupiah } from '@meja/shared/money';
import { memo } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { cartPrice } from '../cart-store';
import { posLabelMessages } from '../pos-labels';
import { dashboardMessages } from './dashboard-messages';

interface MenuCardProps {
  item: PublicMenuItem;
  onAdd: (item: PublicMenuItem) => void;
}

const CARD =
  'relative flex h-full w-full touch-manipulation flex-col overflow-hidden rounded-xl border text-left shadow-sm';
const AVAILABLE = `${CARD} border-stone-200 bg-white hover:border-brand-300 active:border-brand-600 active:bg-brand-50`;
/** Sold out: greyed, not tappable, the text still readable (≥ 4.5:1 on stone-100). */
const SOLD_OUT = `${CARD} cursor-not-allowed border-stone-300 bg-stone-100 shadow-none [&_img]:grayscale [&_img]:opacity-60`;

/**
 * One menu item: a big tap target that adds it to the cart, or a greyed 'Habis' tile that cannot be
 * added. Rendered again only when the item changes.
 */
export const MenuCard = memo(function MenuCard({ item, onAdd }: MenuCardProps) {
  const t = useMessages(dashboardMessages);
  const labels = useMessages(posLabelMessages);
  const price = cartPrice(item);
  const discounted = price < item.price;
  return (
    <button
      type="button"
      onClick={() => onAdd(item)}
      disabled={item.soldOut}
      className={item.soldOut ? SOLD_OUT : AVAILABLE}
      data-menu-item={item._id}
      data-sold-out={item.soldOut ? true : undefined}
    >
      {item.soldOut ? (
        <span
          aria-hidden="true"
          className="absolute right-2 top-2 z-10 rounded-full bg-stone-800 px-2.5 py-0.5 text-xs font-bold text-white"
        >
          {labels.soldOut}
        </span>
      ) : null}
      {item.imageUrl ? (
        <img
          src={menuThumbUrl(item.imageUrl) ?? item.imageUrl}
          alt=""
          width={400}
          height={267}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full bg-stone-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex aspect-[3/2] w-full items-center justify-center bg-stone-100 text-xs font-medium text-stone-600"
        >
          {t.noImage}
        </span>
      )}
      <span className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
        {item.soldOut ? null : <span className="sr-only">{t.addItem}</span>}
        <span className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900 [overflow-wrap:anywhere]">
          {item.name}
        </span>
        <span className="mt-auto flex flex-wrap items-baseline gap-x-1.5">
          <span
            className={`text-sm font-bold tabular-nums ${item.soldOut ? 'text-stone-700' : 'text-brand-800'}`}
          >
            {formatRupiah(price)}
          </span>
          {discounted ? (
            <span className="text-xs tabular-nums text-stone-600 line-through">
              {formatRupiah(item.price)}
            </span>
          ) : null}
        </span>
        {item.soldOut ? <span className="sr-only">{t.soldOutTile}</span> : null}
      </span>
    </button>
  );
});
