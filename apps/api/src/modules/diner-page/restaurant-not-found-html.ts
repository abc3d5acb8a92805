import {
  RESTAURANT_NOT_FOUND_DETAIL,
  RESTAURANT_NOT_FOUND_HOME,
  RESTAURANT_NOT_FOUND_TITLE,
} from '@meja/shared/restaurant-not-found';

/**
 * The diner app's 'Restoran tidak ditemukan' page (apps/web/src/areas/customer/shell/restaurant-not-found.tsx,
 * drawn by components/status-screen.tsx) as still HTML with the same classes: the diner reads it
 * before the app has loaded, and nothing moves when the app draws it again.
 */
export function restaurantNotFoundHtml(): string {
  return (
    '<div data-diner-preview class="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">' +
    '<div class="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">' +
    '<span aria-hidden="true" class="block h-1.5 w-12 rounded-full bg-brand-600"></span>' +
    `<h1 class="mt-4 text-2xl font-bold tracking-tight text-stone-900">${RESTAURANT_NOT_FOUND_TITLE}</h1>` +
    `<div class="mt-3 space-y-2 text-stone-700"><p>${RESTAURANT_NOT_FOUND_DETAIL}</p></div>` +
    `<div class="mt-6 flex flex-wrap gap-3"><a href="/" class="font-semibold text-brand-700 underline">${RESTAURANT_NOT_FOUND_HOME}</a></div>` +
    '</div></div>'
  );
}
