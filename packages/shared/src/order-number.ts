/**
 * The order's number as its diner knows it (SPEC §9: the last 4 characters of the id, upper-case):
 * the tracking page's heading and the 'Pesanan Anda siap' WhatsApp message (issue 18).
 */
export function dinerOrderNumber(id: string): string {
  return id.slice(-4).toUpperCase();
}
