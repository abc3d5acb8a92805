interface MenuImageProps {
  url: string;
  /** Empty (decorative) where the name is printed beside the photo. */
  alt?: string;
  /** Intrinsic width and height (square), so the layout never shifts. */
  size: number;
  eager?: boolean;
  className?: string;
}

/** A square, lazy-loaded menu photo, or the 'No Image' placeholder. */
export function MenuImage({ url, alt = '', size, eager = false, className = '' }: MenuImageProps) {
  if (!url) {
    return (
      <span
        className={`flex aspect-square w-full items-center justify-center bg-stone-100 text-xs text-stone-600 ${className}`}
      >
        No Image
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-square w-full bg-stone-100 object-cover ${className}`}
    />
  );
}
