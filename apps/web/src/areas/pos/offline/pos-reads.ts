import { payIntentResponse, posMenu, type PosMenu } from '@meja/shared/contracts/pos';
import { ApiError } from '../../../api/api-error';
import { readCachedMenu, writeCachedMenu } from './master-data';
import { offlineMessages } from './offline-messages';
import { POS_PATHS, posReadRequest } from './pos-requests';
import type { PosOrderView, PosPaymentView, PosSaleView } from './pos-views';
import { queuedSale, queuedSales, withQueuedMenuItems } from './queued-views';
import { refusal } from './write-errors';
import { isSuccess, type WritePath } from './write-path';

export interface PosMenuLoad {
  menu: PosMenu;
  fromCache: boolean;
  updatedAt: number | null;
}

/** What the screens read through the offline layer: the menu (network first) and the queued sales. */
export function posReads(path: WritePath) {
  /**
   * The server's menu, cached for the next offline start; on a network failure or a 5xx, the cached
   * copy. Either way with the items quick-added on this device that the server does not list yet.
   */
  async function loadPosMenu(tenantSlug: string): Promise<PosMenuLoad> {
    if (path.isOnline()) {
      const request = posReadRequest(path.caller(tenantSlug), POS_PATHS.menu);
      const response = await path.transport(request).catch(() => null);
      const fresh = response && isSuccess(response.status) ? posMenu.safeParse(response.body) : null;
      if (fresh?.success) {
        const at = path.now();
        await writeCachedMenu(path.db, tenantSlug, fresh.data, at);
        const menu = withQueuedMenuItems(fresh.data, await path.queue.items(tenantSlug));
        return { menu, fromCache: false, updatedAt: at };
      }
      if (response && response.status >= 400 && response.status < 500) {
        throw refusal(response, offlineMessages.get().menuFailed);
      }
    }
    const cached = await readCachedMenu(path.db, tenantSlug);
    if (!cached) {
      throw new ApiError({ status: 0, code: 'NETWORK', message: offlineMessages.get().noConnection });
    }
    const menu = withQueuedMenuItems(cached.data, await path.queue.items(tenantSlug));
    return { menu, fromCache: true, updatedAt: cached.updatedAt };
  }

  async function recentLocalSales(tenantSlug: string): Promise<PosSaleView[]> {
    return queuedSales(await path.queue.items(tenantSlug));
  }

  /**
   * A sale of the last-10 table with its order, for its receipt printed again (issue 21): the copy
   * still in this device's queue, else the server's (GET /pay/{id}). Offline, a sale of the server
   * cannot be read: the error says so.
   */
  async function readSale(
    tenantSlug: string,
    paymentId: string,
  ): Promise<{ payment: PosPaymentView; order: PosOrderView }> {
    const local = queuedSale(await path.queue.items(tenantSlug), paymentId);
    if (local) return local;
    const t = offlineMessages.get();
    if (!path.isOnline()) throw new ApiError({ status: 0, code: 'NETWORK', message: t.noConnection });
    const request = posReadRequest(path.caller(tenantSlug), POS_PATHS.payment(paymentId));
    const response = await path.transport(request).catch(() => null);
    if (!response) throw new ApiError({ status: 0, code: 'NETWORK', message: t.noConnection });
    if (!isSuccess(response.status)) throw refusal(response, t.saleReadFailed);
    const parsed = payIntentResponse.safeParse(response.body);
    if (!parsed.success)
      throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: t.saleReadFailed });
    return parsed.data;
  }

  return { loadPosMenu, recentLocalSales, readSale };
}
