import { MENU_THUMB_WIDTH, menuThumbUrl } from '@meja/shared/menu-image-url';
import { useMessages } from '../../../i18n/use-messages';
import { dishMessages } from './dish-messages';

interface MenuImageProps {
  url: string;
  /** Empty (decorative) where the name is printed beside the photo. */
  alt?: string;
  /** Intrinsic width and height (square), so the layout never shifts. */
  size: number;
  eager?: boolean;
  className?: string;
}

/** A square, lazy-loaded menu photo (the 400 px copy where it is shown small), or 'No Image'. */
export function MenuImage({ url, alt = '', size, eager = false, className = '' }: MenuImageProps) {
  const t = useMessages(dishMessages);
  if (!url) {
    return (
      <span
        className={`flex aspect-square w-full items-center justify-center bg-(--diner-surface-2) text-xs text-(--diner-muted) ${className}`}
      >
        {t.noImage}
      </span>
    );
  }
  return (
    <img
      src={size <= MENU_THUMB_WIDTH ? (menuThumbUrl(url) ?? url) : url}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-square w-full bg-(--diner-surface-2) object-cover ${className}`}
    />
  );
}
