import { isDinerPath } from '@meja/shared/diner-path';
import { menuThumbUrl } from '@meja/shared/menu-image-url';
import { menuSections } from '@meja/shared/menu-sections';
import { AppError } from '../../platform/errors';
import type { MenuService } from '../menu/menu.service';
import { presentPublicTenant } from '../tenants/tenants.presenter';
import type { TenantsService } from '../tenants/tenants.service';

/** The id the diner app reads its first data from (apps/web/src/areas/customer/embedded-data.ts). */
export const DINER_DATA_ELEMENT_ID = 'meja-diner-data';

export interface DinerHeadParts {
  early: string;
  late: string;
}

const NO_HEAD: DinerHeadParts = { early: '', late: '' };

interface Deps {
  tenants: TenantsService;
  menu: MenuService;
  now: () => Date;
}

/** JSON inside <script>: nothing in it may close the element or start a comment. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * What diner.html carries for a diner page, so the menu draws without waiting for the API (issue 4:
 * LCP on a weak connection): the public tenant and menu exactly as the API answers them, and a
 * preload of the first card's picture, which is the page's largest paint.
 */
export function createDinerPageService(deps: Deps) {
  async function headFor(pathname: string): Promise<DinerHeadParts> {
    if (!isDinerPath(pathname)) return NO_HEAD;
    const slug = pathname.split('/').filter(Boolean)[0] ?? '';
    let tenantRow;
    try {
      tenantRow = await deps.tenants.publicTenant(slug, { hot: true });
    } catch (error) {
      // An unknown restaurant: the app asks the API itself and shows its answer.
      if (error instanceof AppError) return NO_HEAD;
      throw error;
    }
    const tenant = presentPublicTenant(tenantRow, deps.now());
    const { items, json } = await deps.menu.publicMenu(tenantRow);
    const data = `{"tenantSlug":${JSON.stringify(slug)},"tenant":${JSON.stringify(tenant)},"menu":${json}}`;
    const firstImage = menuSections(items)[0]?.items[0]?.imageUrl;
    // The cards show the 400 px copy of our own uploads (the diner app picks it the same way).
    const cardImage = firstImage ? (menuThumbUrl(firstImage) ?? firstImage) : '';
    const preload = cardImage
      ? `<link rel="preload" as="image" href="${attribute(cardImage)}" fetchpriority="high">`
      : '';
    return {
      // First in <head>: the picture starts loading before the scripts and the stylesheet.
      early: preload,
      late: `<script type="application/json" id="${DINER_DATA_ELEMENT_ID}">${scriptSafe(data)}</script>`,
    };
  }

  return { headFor };
}

export type DinerPageService = ReturnType<typeof createDinerPageService>;
