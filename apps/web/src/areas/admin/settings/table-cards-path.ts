/** The printable sheet of QR table cards for the tables as typed ('A1-A12, B1'). */
export function tableCardsPath(tenantSlug: string, tables: string): string {
  return `/${encodeURIComponent(tenantSlug)}/admin/settings/table-cards?${new URLSearchParams({ tables }).toString()}`;
}
