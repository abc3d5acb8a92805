const CUSTOMER_SECTIONS = new Set(['menu', 'cart', 'order-track']);

/** SPEC §2: customer pages are those whose second path segment is menu, cart or order-track. */
export function isCustomerPath(pathname: string): boolean {
  const second = pathname.split('/').filter(Boolean)[1];
  return second !== undefined && CUSTOMER_SECTIONS.has(second);
}
