import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { Link } from '../shell/diner-router';
import { discountBadgeText, MenuPrice } from './menu-price';
import { MenuImage } from './menu-image';
import { SOLD_OUT_BADGE_CLASS, SOLD_OUT_IMAGE_CLASS } from '@meja/shared/sold-out';
import { useMessages } from '../../../i18n/use-messages';
import { dishMessages } from './dish-messages';

interface MenuItemCardProps {
  slug: string;
  item: PublicMenuItem;
  /** Absent while the restaurant takes no orders: the card has no '+'. */
  onAdd?: (item: PublicMenuItem) => void;
  /** The first row loads eagerly (it is the page's largest paint). */
  eager?: boolean;
}

/**
 * SPEC §2 item card: square image, badges, price, '+' — or 'Habis' instead of '+' when sold out. A
 * dish with options (issue 20) has the same '+', which opens its page to choose them.
 */
export function MenuItemCard({ slug, item, onAdd, eager = false }: MenuItemCardProps) {
  const t = useMessages(dishMessages);
  const discount = discountBadgeText(item);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-(--diner-border) bg-(--diner-surface) shadow-sm"
      data-sold-out={item.soldOut ? true : undefined}
    >
      <Link to={`/${slug}/menu/${item._id}`} state={{ item }} className="relative block">
        <MenuImage
          url={item.imageUrl}
          size={320}
          eager={eager}
          className={item.soldOut ? SOLD_OUT_IMAGE_CLASS : ''}
        />
        <span className="absolute left-2 top-2 flex flex-wrap gap-1">
          {discount ? (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
              {discount}
            </span>
          ) : null}
          {item.isFavorite ? (
            <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-stone-900">
              {t.favorite}
            </span>
          ) : null}
          {item.isSpecialToday ? (
            <span className="rounded-full bg-(--diner-accent) px-2 py-0.5 text-xs font-bold text-(--diner-on-accent)">
              {t.special}
            </span>
          ) : null}
        </span>
        <span className="block px-3 pt-2 text-sm font-semibold leading-snug text-(--diner-text)">
          {item.name}
        </span>
      </Link>
      {/* Shortened to two lines here; the item page shows it whole. */}
      {item.description ? (
        <p
          className="mb-1 line-clamp-2 px-3 pt-0.5 text-xs leading-snug text-(--diner-muted) [overflow-wrap:anywhere]"
          data-menu-description
        >
          {item.description}
        </p>
      ) : null}
      {/* Sold out: 'Habis' is wider than '+', so on a narrow card it moves under the price. */}
      <div
        className={`mt-auto flex items-end justify-between gap-2 px-3 pb-3 pt-1 ${item.soldOut ? 'flex-wrap' : ''}`}
      >
        <MenuPrice item={item} />
        {item.soldOut ? (
          <span className={SOLD_OUT_BADGE_CLASS}>{t.soldOut}</span>
        ) : onAdd ? (
          <button
            type="button"
            onClick={() => onAdd(item)}
            aria-label={
              item.optionGroups.length > 0
                ? t.chooseOptions({ name: item.name })
                : t.addToCart({ name: item.name })
            }
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-(--diner-accent) text-2xl font-bold leading-none text-(--diner-on-accent) shadow hover:bg-(--diner-accent-hover)"
          >
            +
          </button>
        ) : null}
      </div>
    </li>
  );
}
