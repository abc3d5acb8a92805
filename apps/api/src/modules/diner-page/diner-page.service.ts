import { isDinerPath } from '@meja/shared/diner-path';
import { menuSections } from '@meja/shared/menu-sections';
import { AppError } from '../../platform/errors';
import type { MenuService } from '../menu/menu.service';
import { publicTenantOf, type TenantsService } from '../tenants/tenants.service';
import { cardImageUrl, escapeHtml, menuPreviewHtml } from './menu-preview';
import { restaurantNotFoundHtml } from './restaurant-not-found-html';

/** The id the diner app reads its first data from (apps/web/src/areas/customer/data/embedded-data.ts). */
export const DINER_DATA_ELEMENT_ID = 'meja-diner-data';

/**
 * What goes into diner.html: right after <head>, before </head>, into #root, the theme on <html>,
 * and the page's HTTP status (404 for a restaurant that does not exist); or, for an old slug of a
 * renamed restaurant, the same page's path under its current slug (a permanent redirect).
 */
export interface DinerPageParts {
  early: string;
  late: string;
  root: string;
  theme: string | null;
  status: 200 | 404;
  redirectTo?: string;
}

const NOTHING: DinerPageParts = { early: '', late: '', root: '', theme: null, status: 200 };

interface Deps {
  tenants: TenantsService;
  menu: MenuService;
  now: () => Date;
  /** The web build carries an ad (VITE_AD_CLIENT and VITE_AD_SLOT): the preview keeps its room. */
  buildHasAd: boolean;
}

/** JSON inside <script>: nothing in it may close the element or start a comment. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `/{slug}/menu` itself, the page the QR code opens. */
function isMenuPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 2 && segments[1] === 'menu';
}

/**
 * An unknown restaurant address: answered 404, with the app told so up front (it shows 'Restoran
 * tidak ditemukan' at once instead of asking the API) and the same page drawn still in the root.
 */
function missingRestaurant(slug: string): DinerPageParts {
  const data = `{"tenantSlug":${JSON.stringify(slug)},"notFound":true}`;
  return {
    early: '',
    late: `<script type="application/json" id="${DINER_DATA_ELEMENT_ID}">${scriptSafe(data)}</script>`,
    root: restaurantNotFoundHtml(),
    theme: null,
    status: 404,
  };
}

/**
 * What diner.html carries for a diner page, so the menu draws without waiting for the API (issue 4:
 * LCP on a weak connection): the public tenant and menu exactly as the API answers them, a preload
 * of the first card's picture (the page's largest paint), the tenant's theme, and on the menu a
 * still preview of its first screen.
 */
export function createDinerPageService(deps: Deps) {
  async function partsFor(pathname: string): Promise<DinerPageParts> {
    if (!isDinerPath(pathname)) return NOTHING;
    const slug = pathname.split('/').filter(Boolean)[0] ?? '';
    let tenantRow;
    try {
      tenantRow = await deps.tenants.publicTenant(slug, { hot: true });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // No such restaurant (a malformed address is none either); otherwise (the database away) the
      // app asks the API itself, and falls back to what it cached.
      return error.status < 500 ? missingRestaurant(slug) : NOTHING;
    }
    if (tenantRow.slug !== slug) {
      const rest = pathname.split('/').filter(Boolean).slice(1);
      return { ...NOTHING, redirectTo: `/${[tenantRow.slug, ...rest].join('/')}` };
    }
    const tenant = publicTenantOf(tenantRow, deps.now(), await deps.tenants.graceDays());
    const { items, json } = await deps.menu.publicMenu(tenantRow);
    const data = `{"tenantSlug":${JSON.stringify(slug)},"tenant":${JSON.stringify(tenant)},"menu":${json}}`;
    const firstImage = menuSections(items)[0]?.items[0]?.imageUrl;
    const cardImage = firstImage ? cardImageUrl(firstImage) : '';
    const preload = cardImage
      ? `<link rel="preload" as="image" href="${escapeHtml(cardImage)}" fetchpriority="high">`
      : '';
    return {
      // First in <head>: the picture starts loading before the scripts and the stylesheet.
      early: preload,
      late: `<script type="application/json" id="${DINER_DATA_ELEMENT_ID}">${scriptSafe(data)}</script>`,
      root: isMenuPath(pathname)
        ? menuPreviewHtml(tenant, items, { adBox: deps.buildHasAd && tenant.adsEnabled })
        : '',
      theme: tenant.theme,
      status: 200,
    };
  }

  return { partsFor };
}

export type DinerPageService = ReturnType<typeof createDinerPageService>;
