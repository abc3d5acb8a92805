/** Width of the smaller copy of a menu picture, for the menu cards (the item page shows the 800 px one). */
export const MENU_THUMB_WIDTH = 400;

const OWN_UPLOAD = /^(\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36})\.webp$/;

/** The card-sized copy of one of our uploaded pictures; an outside address has none (null). */
export function menuThumbUrl(url: string): string | null {
  const match = OWN_UPLOAD.exec(url);
  return match ? `${match[1]}-${MENU_THUMB_WIDTH}.webp` : null;
}
