import { dinerOrderNumber } from '@meja/shared/order-number';

/** Intl's name for a Meja locale: Indonesian as 'id-ID', English as is. */
const intlLocale = (locale: string) => (locale === 'id' ? 'id-ID' : locale);

/** 'HH.mm' (Indonesian) or the locale's time of day in the restaurant's time zone, or the raw value when it is not a date. */
export function orderTime(iso: string, timeZone: string | undefined, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // '09.05' as Indonesian has always shown it; '9:05 AM' as English says it.
  const options: Intl.DateTimeFormatOptions = {
    hour: locale === 'id' ? '2-digit' : 'numeric',
    minute: '2-digit',
  };
  try {
    return date.toLocaleTimeString(intlLocale(locale), { ...options, timeZone });
  } catch {
    return date.toLocaleTimeString(intlLocale(locale), options);
  }
}

/** SPEC §9: the customer list shows the last 4 characters of the id (the WhatsApp notice says the same). */
export function shortOrderId(id: string): string {
  return dinerOrderNumber(id);
}
