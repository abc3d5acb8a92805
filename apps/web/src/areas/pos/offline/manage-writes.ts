import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import {
  posMenuItemResponse,
  quickAddCashier,
  quickAddCashierResponse,
  quickAddMenuItem,
  type QuickAddCashier,
  type QuickAddMenuItem,
} from '@meja/shared/contracts/pos';
import { readCachedMenu, writeCachedMenu } from './master-data';
import { offlineMessages } from './offline-messages';
import { localCashier, localMenuItem } from './pos-placeholders';
import { POS_PATHS, posWriteRequest } from './pos-requests';
import type { PosCashierView } from './pos-views';
import { answerOf } from './write-errors';
import type { WritePath } from './write-path';

/** Quick management at the till (admins only, the server checks): a menu item, a cashier. */
export function manageWrites(path: WritePath) {
  /** An item added online is in the next menu load anyway; until then an offline reload still sells it. */
  async function addToCachedMenu(tenantSlug: string, item: PublicMenuItem): Promise<void> {
    const cached = await readCachedMenu(path.db, tenantSlug);
    if (!cached || cached.data.items.some((known) => known._id === item._id)) return;
    const menu = { ...cached.data, items: [...cached.data.items, item] };
    await writeCachedMenu(path.db, tenantSlug, menu, cached.updatedAt);
  }

  async function addMenuItem(
    tenantSlug: string,
    input: QuickAddMenuItem,
  ): Promise<{ offline: boolean; item: PublicMenuItem }> {
    const fallback = offlineMessages.get().addItemFailed;
    const id = path.newId();
    const key = path.newId();
    const body = { ...input, _id: id };
    path.checked(quickAddMenuItem, body, fallback);
    const request = posWriteRequest(path.caller(tenantSlug), POS_PATHS.quickAddMenuItem, body, key);
    const answer = await path.attempt(tenantSlug, request, fallback);
    if (answer.answered) {
      const { item } = answerOf(posMenuItemResponse, answer.response, fallback);
      await addToCachedMenu(tenantSlug, item);
      return { offline: false, item };
    }
    const item = localMenuItem(id, body);
    await path.enqueue(key, request, { kind: 'menuItem', tenantSlug, local: item });
    return { offline: true, item };
  }

  async function addCashier(
    tenantSlug: string,
    input: QuickAddCashier,
  ): Promise<{ offline: boolean; user: PosCashierView }> {
    const fallback = offlineMessages.get().addCashierFailed;
    const id = path.newId();
    const key = path.newId();
    const body = { ...input, _id: id };
    path.checked(quickAddCashier, body, fallback);
    const request = posWriteRequest(path.caller(tenantSlug), POS_PATHS.quickAddCashier, body, key);
    const answer = await path.attempt(tenantSlug, request, fallback);
    if (answer.answered) {
      const { user } = answerOf(quickAddCashierResponse, answer.response, fallback);
      return { offline: false, user: { _id: user._id, name: user.name, email: user.email } };
    }
    const user = localCashier(id, body);
    await path.enqueue(key, request, { kind: 'cashier', tenantSlug, local: user });
    return { offline: true, user };
  }

  return { quickAddMenuItem: addMenuItem, quickAddCashier: addCashier };
}
