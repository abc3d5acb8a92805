import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { toPublicMenuItems, toPublicTenant } from './public-guards';

/** Set by the server in diner.html (apps/api/src/modules/diner-page): the page's first data. */
const ELEMENT_ID = 'meja-diner-data';

/** A restaurant's first data, or the server's word that no restaurant has this address. */
export type EmbeddedDinerData =
  | { kind: 'restaurant'; tenantSlug: string; tenant: PublicTenant; menu: PublicMenuItem[] }
  | { kind: 'missing'; tenantSlug: string };

/** What the server put in the page, checked like an API answer; null if absent or bad. */
export function parseEmbeddedDinerData(text: string | null | undefined): EmbeddedDinerData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = new Map(Object.entries(value));
  const tenantSlug = fields.get('tenantSlug');
  if (typeof tenantSlug !== 'string') return null;
  if (fields.get('notFound') === true) return { kind: 'missing', tenantSlug };
  const tenant = toPublicTenant(fields.get('tenant'));
  const menu = toPublicMenuItems(fields.get('menu'));
  if (!tenant || !menu) return null;
  return { kind: 'restaurant', tenantSlug, tenant, menu };
}

export function readEmbeddedDinerData(): EmbeddedDinerData | null {
  if (typeof document === 'undefined') return null;
  return parseEmbeddedDinerData(document.getElementById(ELEMENT_ID)?.textContent);
}
