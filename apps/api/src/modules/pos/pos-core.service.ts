import type { z } from 'zod';
import { publicMenuItem } from '@meja/shared/contracts/menu';
import type { PosMenu, quickAddCashier, quickAddMenuItem } from '@meja/shared/contracts/pos';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword } from '../../platform/auth/passwords';
import type { ServiceDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { withIdempotency, type IdempotentRequest } from '../../platform/idempotency';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { Scope } from '../../platform/scope';
import { createStaffAccount, isEmailRace } from '../auth/users.service';
import type { MenuService } from '../menu/menu.service';
import type { TenantGatewayService } from '../payment-gateway/tenant-gateway.service';
import type { TenantRow } from '../../db/schema/platform';

type MenuItemInput = z.output<typeof quickAddMenuItem>;
type CashierInput = z.output<typeof quickAddCashier>;

/** GET /core/menu and quick management at the POS (SPEC §5): the admin menu's rules, replayable writes. */
export function createPosCoreService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & {
    menu: MenuService;
    gateways: Pick<TenantGatewayService, 'posMethods'>;
  },
) {
  async function menu(tenant: TenantRow): Promise<PosMenu> {
    const [{ items }, gateway] = await Promise.all([
      deps.menu.publicMenu(tenant),
      deps.gateways.posMethods(tenant.id),
    ]);
    return {
      items,
      taxPercent: tenant.taxPercent,
      serviceChargePercent: tenant.serviceChargePercent,
      taxType: tenant.taxType,
      discountLimitPercent: tenant.discountLimitPercent,
      qrisStaticPayload: tenant.qrisStaticPayload,
      gateway,
      restaurant: { name: tenant.name, address: tenant.address },
    };
  }

  /** A menu item as the admin menu makes it (name and category upper-cased), active, without a recipe. */
  async function quickAddMenuItem(scope: Scope, input: MenuItemInput, request: IdempotentRequest) {
    const result = await withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body: input, now: deps.now },
      async (tx) => {
        const item = await deps.menu.createIn(
          tx,
          scope,
          {
            name: input.name,
            description: '',
            price: input.price,
            category: input.category,
            isActive: true,
            imageUrl: '',
            isSpecialToday: false,
            isFavorite: false,
            bom: [],
          },
          input._id,
        );
        return { status: 201, body: { item: publicMenuItem.parse(item) } };
      },
    ).catch((error: unknown) => {
      if (uniqueViolationConstraint(error) !== null) throw new AppError('MENU_ITEM_ID_TAKEN');
      throw error;
    });
    if (!result.replayed) deps.menu.changed(scope.tenantId);
    return result;
  }

  /**
   * A CASHIER of this tenant with the password the admin typed; verified at once, since the admin
   * made it. The password is not part of the request's identity: only its argon2 hash is ever stored.
   */
  async function quickAddCashier(scope: Scope, input: CashierInput, request: IdempotentRequest) {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const identity = { _id: input._id, name: input.name, email };
    return withIdempotency(
      deps.db,
      { tenantId: scope.tenantId, request, body: identity, now: deps.now },
      async (tx) => {
        const name = (input.name || email.split('@')[0] || 'KASIR').trim().toUpperCase();
        // The admin typed the password: it is the cashier's own, not a temporary one.
        const id = await createStaffAccount(tx, {
          id: input._id ?? uuidv7(),
          tenantId: scope.tenantId,
          email,
          name,
          role: 'CASHIER',
          passwordHash,
          tempPasswordExpiresAt: null,
          emailVerifiedAt: deps.now(),
        });
        return { status: 201, body: { user: { _id: id, name, email, role: 'CASHIER' as const } } };
      },
    ).catch((error: unknown) => {
      if (isEmailRace(error)) throw new AppError('EMAIL_TAKEN');
      if (uniqueViolationConstraint(error) !== null) throw new AppError('USER_ID_TAKEN');
      throw error;
    });
  }

  /**
   * A new picture for a menu item: the item must exist (404 before anything is stored), then
   * `receive` checks and stores the image (the uploads module's checks) and the item points to it.
   */
  async function setMenuImage(scope: Scope, id: string, receive: () => Promise<string>) {
    await deps.menu.item(scope, id);
    const imageUrl = await receive();
    return publicMenuItem.parse(await deps.menu.update(scope, id, { imageUrl }));
  }

  return { menu, quickAddMenuItem, quickAddCashier, setMenuImage };
}

export type PosCoreService = ReturnType<typeof createPosCoreService>;
