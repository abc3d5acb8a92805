import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { toPublicMenuItems, toPublicTenant } from './public-guards';

/** Set by the server in diner.html (apps/api/src/modules/diner-page): the page's first data. */
const ELEMENT_ID = 'meja-diner-data';

export interface EmbeddedDinerData {
  tenantSlug: string;
  tenant: PublicTenant;
  menu: PublicMenuItem[];
}

/** The tenant and menu the server put in the page, checked like an API answer; null if absent or bad. */
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
  const tenant = toPublicTenant(fields.get('tenant'));
  const menu = toPublicMenuItems(fields.get('menu'));
  if (typeof tenantSlug !== 'string' || !tenant || !menu) return null;
  return { tenantSlug, tenant, menu };
}

export function readEmbeddedDinerData(): EmbeddedDinerData | null {
  if (typeof document === 'undefined') return null;
  return parseEmbeddedDinerData(document.getElementById(ELEMENT_ID)?.textContent);
}
