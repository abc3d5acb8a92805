import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { menuThumbUrl } from '@meja/shared/menu-image-url';
import { menuSections } from '@meja/shared/menu-sections';
import { formatRupiah } from '@meja/shared/money';
import {
  ORDERING_CLOSED_BOX_CLASS,
  ORDERING_CLOSED_DETAIL,
  ORDERING_CLOSED_TITLE,
} from '@meja/shared/ordering-closed';
import { reservationPhone } from '@meja/shared/phone';
import { SOLD_OUT_BADGE_CLASS, SOLD_OUT_IMAGE_CLASS, SOLD_OUT_LABEL } from '@meja/shared/sold-out';

/** How many cards the preview draws: the first rows of a phone screen. */
const PREVIEW_CARDS = 4;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The picture a menu card shows: the 400 px copy of our own uploads, else the address as given. */
export function cardImageUrl(url: string): string {
  return menuThumbUrl(url) ?? url;
}

function card(item: PublicMenuItem): string {
  // A sold-out dish is drawn as the app draws it: the photo greyed and 'Habis' where '+' would be.
  const greyed = item.soldOut ? ` ${SOLD_OUT_IMAGE_CLASS}` : '';
  const image = item.imageUrl
    ? `<img src="${escapeHtml(cardImageUrl(item.imageUrl))}" alt="" width="320" height="320" class="aspect-square w-full bg-(--diner-surface-2) object-cover${greyed}">`
    : '<span class="flex aspect-square w-full bg-(--diner-surface-2)"></span>';
  const price = escapeHtml(formatRupiah(item.effectivePrice));
  const priceRow = item.soldOut
    ? '<span class="mt-auto flex items-end justify-between gap-2 px-3 pb-3 pt-1 flex-wrap">' +
      `<span class="text-sm font-bold text-(--diner-text)">${price}</span>` +
      `<span class="${SOLD_OUT_BADGE_CLASS}">${escapeHtml(SOLD_OUT_LABEL)}</span></span>`
    : `<span class="block px-3 pb-3 pt-1 text-sm font-bold text-(--diner-text)">${price}</span>`;
  return (
    `<li class="flex flex-col overflow-hidden rounded-xl border border-(--diner-border) bg-(--diner-surface) shadow-sm"${item.soldOut ? ' data-sold-out' : ''}>` +
    image +
    `<span class="block px-3 pt-2 text-sm font-semibold leading-snug text-(--diner-text)">${escapeHtml(item.name)}</span>` +
    // As the app's card draws it (menu-item-card.tsx, whose classes the stylesheet holds).
    (item.description
      ? `<p class="mb-1 line-clamp-2 px-3 pt-0.5 text-xs leading-snug text-(--diner-muted) [overflow-wrap:anywhere]">${escapeHtml(item.description)}</p>`
      : '') +
    priceRow +
    '</li>'
  );
}

/**
 * A still picture of the menu's first screen, drawn by the server into the page so a diner on a
 * weak connection sees the restaurant and its first dishes before the app's code has loaded. The
 * app replaces it on start; it is hidden from assistive technology and holds nothing to click.
 */
export function menuPreviewHtml(
  tenant: PublicTenant,
  items: readonly PublicMenuItem[],
  /** Room for the ad the app will show (a build with ad settings, a tenant with ads on; issue 12). */
  { adBox }: { adBox: boolean },
): string {
  const first = menuSections(items)[0];
  const address = tenant.address
    ? `<p class="text-sm text-(--diner-muted)">${escapeHtml(tenant.address)}</p>`
    : '';
  const section = first
    ? `<p class="mb-3 text-lg font-bold text-(--diner-text)">${escapeHtml(first.title)}</p>` +
      `<ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">${first.items.slice(0, PREVIEW_CARDS).map(card).join('')}</ul>`
    : '';
  return (
    `<div aria-hidden="true" data-diner-preview class="diner-theme diner-theme-${tenant.theme} flex flex-1 flex-col">` +
    '<div class="sticky top-0 z-20 border-b border-(--diner-bar-border) [background:var(--diner-bar-bg)]"><div class="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2"><span class="min-h-11"></span></div></div>' +
    '<div class="mx-auto w-full max-w-5xl flex-1 px-4 pb-28 pt-4">' +
    // The row of the app's language switch on a phone (issue 13), so the menu does not move down.
    '<div class="-mt-2 mb-2 flex justify-end sm:hidden"><span class="min-h-11"></span></div>' +
    '<div class="mb-4 flex flex-wrap items-end justify-between gap-3">' +
    `<div class="min-w-0"><p class="text-2xl font-bold text-(--diner-text)">${escapeHtml(tenant.name)}</p>${address}</div>` +
    (reservationPhone(tenant.reservationWhatsApp)
      ? '<span class="inline-flex min-h-11 items-center rounded-lg bg-green-700 px-4 text-sm font-semibold text-white">Reservasi Hub</span>'
      : '') +
    '</div>' +
    (adBox ? '<div class="mb-4 h-24"></div>' : '') +
    (tenant.acceptingOrders
      ? ''
      : `<div class="${ORDERING_CLOSED_BOX_CLASS}"><p class="font-bold">${ORDERING_CLOSED_TITLE}</p><p class="mt-1">${ORDERING_CLOSED_DETAIL}</p></div>`) +
    section +
    '</div></div>'
  );
}
