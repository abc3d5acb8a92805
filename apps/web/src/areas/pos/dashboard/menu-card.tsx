import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { menuThumbUrl } from '@meja/shared/menu-image-url';
import { formatRupiah } from '@meja/shared/money';
import { memo } from 'react';
import { cartPrice } from '../cart-store';

interface MenuCardProps {
  item: PublicMenuItem;
  onAdd: (item: PublicMenuItem) => void;
}

/** One menu item: a big tap target that adds it to the cart. Rendered again only when the item changes. */
export const MenuCard = memo(function MenuCard({ item, onAdd }: MenuCardProps) {
  const price = cartPrice(item);
  const discounted = price < item.price;
  return (
    <button
      type="button"
      onClick={() => onAdd(item)}
      className="flex h-full w-full touch-manipulation flex-col overflow-hidden rounded-xl border border-stone-200 bg-white text-left shadow-sm hover:border-brand-300 active:border-brand-600 active:bg-brand-50"
      data-menu-item={item._id}
    >
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
          No Image
        </span>
      )}
      <span className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
        <span className="sr-only">Tambah </span>
        <span className="line-clamp-2 text-sm font-semibold leading-snug text-stone-900 [overflow-wrap:anywhere]">
          {item.name}
        </span>
        <span className="mt-auto flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-sm font-bold tabular-nums text-brand-800">{formatRupiah(price)}</span>
          {discounted ? (
            <span className="text-xs tabular-nums text-stone-600 line-through">
              {formatRupiah(item.price)}
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
});
