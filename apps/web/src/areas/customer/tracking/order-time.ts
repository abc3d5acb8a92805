/** 'HH.mm' in the restaurant's time zone (id-ID), or the raw value when it is not a date. */
export function orderTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', timeZone });
  } catch {
    return date.toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' });
  }
}

/** SPEC §9: the customer list shows the last 4 characters of the id. */
export function shortOrderId(id: string): string {
  return id.slice(-4).toUpperCase();
}
