import type { Database } from '../../src/db/client';
import { inventoryItems } from '../../src/db/schema/inventory';
import { menuBomLines, menuItems } from '../../src/db/schema/menu';
import { tenants } from '../../src/db/schema/platform';
import { DEMO_QRIS_STATIC } from '../../src/seed/seed';
import { inAppTx, inTenantTx } from '../../src/platform/db-scope';
import { createUser, unique } from '../factories';
import type { Random } from './seeded-random';

/**
 * A fresh restaurant for one history, kept lean (the simulation pays for every row 200 times): the
 * tenant with the demo static QRIS and one of the three tax rules (added, none, included); its admin
 * at the till (quick management needs one) from the factories; its kitchen in one transaction:
 * three ingredients with stock, two dishes with recipes and a discounted side without one.
 */
export async function posTenant(db: Database, random: Random) {
  const slug = unique('kasir');
  const [tenant] = await inAppTx(db, (tx) =>
    tx
      .insert(tenants)
      .values({
        slug,
        name: slug.toUpperCase(),
        package: 'PRO',
        qrisStaticPayload: DEMO_QRIS_STATIC,
        taxPercent: random.pick([11, 11, 0, 110]),
      })
      .returning(),
  );
  if (!tenant) throw new Error('tenant not created');
  const tenantId = tenant.id;
  const admin = await createUser(db, { role: 'RESTAURANT_ADMIN', tenantId });
  const kitchen = await inTenantTx(db, tenantId, async (tx) => {
    const inventory = await tx
      .insert(inventoryItems)
      .values([
        { tenantId, name: 'Beras', unit: 'kg', stock: 10 },
        { tenantId, name: 'Telur', unit: 'butir', stock: 30 },
        { tenantId, name: 'Teh', unit: 'kg', stock: 1 },
      ])
      .returning();
    const menu = await tx
      .insert(menuItems)
      .values([
        { tenantId, name: 'NASI GORENG', price: 15_000, category: 'UTAMA' },
        { tenantId, name: 'ES TEH', price: 5_000, category: 'MINUMAN' },
        { tenantId, name: 'KERUPUK', price: 3_500, category: 'CAMILAN', discountPercent: 10 },
      ])
      .returning();
    const [beras, telur, teh] = inventory;
    const [nasi, esTeh] = menu;
    if (!beras || !telur || !teh || !nasi || !esTeh) throw new Error('kitchen not created');
    await tx.insert(menuBomLines).values([
      { tenantId, menuItemId: nasi.id, inventoryItemId: beras.id, qty: 0.2 },
      { tenantId, menuItemId: nasi.id, inventoryItemId: telur.id, qty: 1, position: 1 },
      { tenantId, menuItemId: esTeh.id, inventoryItemId: teh.id, qty: 0.05 },
    ]);
    return { menuItems: menu, inventory };
  });
  return { tenant, admin, ...kitchen };
}
