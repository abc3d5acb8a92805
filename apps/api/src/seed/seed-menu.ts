import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { addDays, dateInZone } from '@meja/shared/dates';
import type { Database } from '../db/client';
import { inventoryItems } from '../db/schema/inventory';
import { menuItems } from '../db/schema/menu';
import { tenants, users } from '../db/schema/platform';
import { inAppTx, inTenantTx } from '../platform/db-scope';
import type { Scope } from '../platform/scope';
import type { FileStorage } from '../platform/storage';
import { createInventoryService } from '../modules/inventory/inventory.service';
import { createMenuService } from '../modules/menu/menu.service';
import { renderDishImage, type DishLook } from './demo-images';
import { DEMO_INGREDIENTS } from './demo-ingredients';
import { DEMO_DISHES, KOPI_DEMO_DISHES } from './demo-menu';

/** Who the demo data is recorded as: the tenant's admin, so the ledger says who did what. */
async function adminScope(db: Database, slug: string, adminEmail: string) {
  const [row] = await inAppTx(db, (tx) =>
    tx
      .select({ tenantId: tenants.id, userId: users.id, timezone: tenants.timezone })
      .from(tenants)
      .innerJoin(users, eq(users.tenantId, tenants.id))
      .where(and(eq(tenants.slug, slug), eq(users.email, adminEmail))),
  );
  return row;
}

async function isEmpty(db: Database, tenantId: string): Promise<boolean> {
  const [counts] = await inTenantTx(db, tenantId, (tx) =>
    tx
      .select({
        menu: sql<number>`(select count(*)::int from ${menuItems} where ${menuItems.tenantId} = ${tenantId})`,
        stock: sql<number>`(select count(*)::int from ${inventoryItems} where ${inventoryItems.tenantId} = ${tenantId})`,
      })
      .from(tenants)
      .where(eq(tenants.id, tenantId)),
  );
  return counts?.menu === 0 && counts.stock === 0;
}

async function storeImage(storage: FileStorage, tenantId: string, look: DishLook): Promise<string> {
  const key = `${tenantId}/${uuidv7()}.webp`;
  await storage.put(key, await renderDishImage(look));
  return `/uploads/${key}`;
}

/**
 * warung-demo's menu, kitchen stock, recipes and purchases, and kopi-demo's drinks — created only
 * while the restaurant has neither menu nor stock, so later starts never undo what a person changed.
 */
export async function seedDemoMenus(db: Database, storage: FileStorage, now: () => Date): Promise<void> {
  const menu = createMenuService({ db, now });
  const inventory = createInventoryService({ db, now });

  const warung = await adminScope(db, 'warung-demo', 'admin@warung-demo.test');
  if (warung && (await isEmpty(db, warung.tenantId))) {
    const scope: Scope = { tenantId: warung.tenantId, userId: warung.userId };
    const today = dateInZone(now(), warung.timezone);
    const ids = new Map<string, string>();
    for (const ingredient of DEMO_INGREDIENTS) {
      const item = await inventory.create(scope, {
        name: ingredient.name,
        unit: ingredient.unit,
        sku: ingredient.sku,
        stock: ingredient.stock,
        minStock: ingredient.minStock,
      });
      ids.set(ingredient.key, item._id);
      if (ingredient.purchase) {
        await inventory.recordPurchase(scope, {
          date: addDays(today, -ingredient.purchase.daysAgo),
          name: ingredient.name,
          sku: ingredient.sku,
          qty: ingredient.purchase.qty,
          price: ingredient.purchase.price,
        });
      }
    }
    for (const dish of DEMO_DISHES) {
      await menu.create(scope, {
        name: dish.name,
        price: dish.price,
        category: dish.category,
        isActive: true,
        imageUrl: await storeImage(storage, scope.tenantId, dish.look),
        isSpecialToday: dish.isSpecialToday ?? false,
        isFavorite: dish.isFavorite ?? false,
        discountPercent: dish.discountPercent ?? null,
        discountFixed: dish.discountFixed ?? null,
        bom: dish.bom.map(([key, qty]) => ({ inventoryItemId: ids.get(key) ?? '', qty })),
      });
    }
  }

  const kopi = await adminScope(db, 'kopi-demo', 'admin@kopi-demo.test');
  if (kopi && (await isEmpty(db, kopi.tenantId))) {
    const scope: Scope = { tenantId: kopi.tenantId, userId: kopi.userId };
    for (const dish of KOPI_DEMO_DISHES) {
      await menu.create(scope, {
        name: dish.name,
        price: dish.price,
        category: dish.category,
        isActive: true,
        imageUrl: await storeImage(storage, scope.tenantId, dish.look),
        isSpecialToday: dish.isSpecialToday ?? false,
        isFavorite: dish.isFavorite ?? false,
        discountPercent: dish.discountPercent ?? null,
        discountFixed: dish.discountFixed ?? null,
        bom: [],
      });
    }
  }
}
