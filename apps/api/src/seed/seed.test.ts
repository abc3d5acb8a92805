import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestContext } from '../../test/harness';
import { createDiskStorage, type FileStorage } from '../platform/storage';
import { rowsOf } from '../db/client';
import { DEMO_PLATFORM_SETTINGS, DEMO_QRIS_STATIC, seedDemoData } from './seed';
import { platformSettings } from '../db/schema/platform';
import { inAppTx } from '../platform/db-scope';
import { checkStaticQris } from '@meja/shared/qris';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

let storage: FileStorage;

beforeAll(async () => {
  // The demo data fills platform settings (bank, WhatsApp) other files read: its own database on PostgreSQL.
  ctx = await openTestContext({ database: { own: true } });
  // The app serves uploads from DATA_DIR/uploads: seed the pictures where it will look.
  storage = createDiskStorage(path.resolve(ctx.env.DATA_DIR, 'uploads'));
  await seedDemoData(ctx.db, storage);
});
afterAll(() => ctx.close());

/** Inspects across tenants on the test's own (superuser) connection, outside row-level security. */
const count = async (query: ReturnType<typeof sql>) => {
  const rows = rowsOf(await ctx.db.execute(query));
  return Number(rows[0]?.n);
};

// Demo rows are keyed by their fixed emails and slugs; under api-pg another file may have seeded too.
describe('demo data', () => {
  it('logs in every demo account with demo1234', async () => {
    for (const email of [
      'super@meja.test',
      'gm@meja.test',
      'admin@warung-demo.test',
      'kasir@kopi-demo.test',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/public/login',
        payload: { email, password: 'demo1234' },
        remoteAddress: `203.0.113.${email.length}`,
      });
      expect(response.statusCode, email).toBe(200);
    }
  });

  it('gives warung-demo a real menu: ≥ 15 items over UTAMA, MINUMAN, CAMILAN with images, discounts, specials and favourites', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/public/warung-demo/menu' });
    const items: {
      category: string;
      imageUrl: string;
      price: number;
      effectivePrice: number;
      isSpecialToday: boolean;
      isFavorite: boolean;
    }[] = response.json().items;
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(['UTAMA', 'MINUMAN', 'CAMILAN']));
    expect(items.every((i) => i.imageUrl.startsWith('/uploads/'))).toBe(true);
    expect(items.some((i) => i.effectivePrice < i.price)).toBe(true);
    expect(items.some((i) => i.isSpecialToday)).toBe(true);
    expect(items.some((i) => i.isFavorite)).toBe(true);
    const image = await ctx.app.inject({ url: items[0]?.imageUrl ?? '/' });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('gives warung-demo ingredients with BOMs, purchases, and stock that equals its ledger', async () => {
    const withBom = await count(sql`select count(distinct m.id) as n from menu_items m
      join tenants t on t.id = m.tenant_id join menu_bom_lines b on b.tenant_id = m.tenant_id and b.menu_item_id = m.id
      where t.slug = 'warung-demo'`);
    expect(withBom).toBeGreaterThanOrEqual(15);
    const purchases = await count(
      sql`select count(*) as n from purchases p join tenants t on t.id = p.tenant_id where t.slug = 'warung-demo'`,
    );
    expect(purchases).toBeGreaterThanOrEqual(5);
    const drift =
      await count(sql`select count(*) as n from inventory_items i join tenants t on t.id = i.tenant_id
      where t.slug = 'warung-demo' and i.stock <> (select coalesce(sum(qty), 0) from stock_movements s
        where s.tenant_id = i.tenant_id and s.inventory_item_id = i.id)`);
    expect(drift).toBe(0);
    const belowMin =
      await count(sql`select count(*) as n from inventory_items i join tenants t on t.id = i.tenant_id
      where t.slug = 'warung-demo' and i.stock < i.min_stock`);
    expect(belowMin).toBeGreaterThan(0);
  });

  it('gives warung-demo and kopi-demo the static QRIS of integrations §8.2, a valid one', async () => {
    const rows = rowsOf(
      await ctx.db.execute(sql`select slug, qris_static_payload as payload from tenants
        where slug in ('warung-demo', 'kopi-demo') order by slug`),
    );
    expect(rows).toEqual([
      { slug: 'kopi-demo', payload: DEMO_QRIS_STATIC },
      { slug: 'warung-demo', payload: DEMO_QRIS_STATIC },
    ]);
    expect(checkStaticQris(DEMO_QRIS_STATIC)).toEqual({ ok: true });
    expect(DEMO_QRIS_STATIC.endsWith('KASIR0163043BB2')).toBe(true);
  });

  it('is idempotent: a second run adds nothing and keeps changes', async () => {
    // Only demo rows: under api-pg other test files write to the same database meanwhile.
    const countAll = () =>
      count(sql`with demo as (select id from tenants where slug in ('warung-demo', 'kopi-demo'))
        select (select count(*) from users
                  where email in ('super@meja.test', 'gm@meja.test') or tenant_id in (select id from demo))
             + (select count(*) from demo) + (select count(*) from groups where slug = 'grup-demo')
             + (select count(*) from menu_items where tenant_id in (select id from demo))
             + (select count(*) from inventory_items where tenant_id in (select id from demo))
             + (select count(*) from purchases where tenant_id in (select id from demo)) as n`);
    const before = await countAll();
    await seedDemoData(ctx.db, storage);
    expect(await countAll()).toBe(before);
  });

  it('gives the platform demo bank-transfer details and a WhatsApp number, shown to everyone', async () => {
    const settings = await ctx.app.inject({ url: '/api/v1/public/settings' });
    expect(settings.json().data.whatsappNumber).toBe('081200000000');
    const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(platformSettings));
    expect(row).toMatchObject(DEMO_PLATFORM_SETTINGS);
    expect(row?.bankAccountName).toMatch(/contoh/);
  });

  it('keeps platform settings the super admin has changed when it runs again', async () => {
    const changed = { whatsappNumber: '6281999888777', bankName: 'MANDIRI' };
    await inAppTx(ctx.db, (tx) => tx.update(platformSettings).set(changed));
    await seedDemoData(ctx.db, storage);
    const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(platformSettings));
    expect(row).toMatchObject({ ...changed, bankAccountNumber: DEMO_PLATFORM_SETTINGS.bankAccountNumber });
  });
});
