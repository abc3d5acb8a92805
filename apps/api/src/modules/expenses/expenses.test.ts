import { afterEach, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '@meja/shared/contracts/expenses';
import { REPORT_MESSAGES } from '@meja/shared/contracts/reports';
import { errorOf } from '../../../test/auth-flow';
import { call, expectRefused } from '../../../test/catalog';
import { useCatalogWorld } from '../../../test/catalog-world';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { addExpense, expensesOf, refusedFinanceCallers } from '../../../test/finance';

/** GET/POST /expenses and DELETE /expenses/:id (SPEC §7 `POST /expenses {category, amount, date, note}`; issue 14). */
const world = useCatalogWorld();

afterEach(() => world.ctx.clock.reset());

/** Moves the app's clock to `iso`. */
function at(iso: string) {
  world.ctx.clock.reset();
  world.ctx.clock.advance(Date.parse(iso) - Date.now());
}

const post = (t: TenantGraph, body: object, token = t.admin.token) =>
  call(world.ctx, 'POST', t.tenant.slug, '/expenses', token, body);

const rent = { category: 'RENT', amount: 2_500_000, date: '2026-11-01', note: 'Sewa ruko November' } as const;

describe('POST /expenses', () => {
  it('records an expense with who entered it, and lists it in its range with the sum', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const saved = await addExpense(world.ctx, t, rent);
    expect(saved).toEqual({
      _id: expect.any(String),
      category: 'RENT',
      amount: 2_500_000,
      date: '2026-11-01',
      note: 'Sewa ruko November',
      payrollPeriodId: null,
      createdBy: t.admin.id,
      createdByName: 'USER RESTAURANT_ADMIN',
      createdAt: expect.any(String),
    });
    const power = await addExpense(world.ctx, t, {
      category: 'UTILITIES',
      amount: '750000',
      date: '2026-11-20',
    });
    expect(power).toMatchObject({ amount: 750_000, note: '' });
    await addExpense(world.ctx, t, { category: 'OTHER', amount: 1, date: '2026-10-31' });

    const november = await expensesOf(world.ctx, t, '?start=2026-11-01&end=2026-11-30');
    expect(november).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
      items: [power, saved],
      total: 3_250_000,
    });
  });

  it('lists the last 30 days of the tenant’s calendar by default', async () => {
    const t = await createTenantGraph(world.ctx.db);
    await addExpense(world.ctx, t, { ...rent, date: '2026-10-28' });
    await addExpense(world.ctx, t, { ...rent, date: '2026-10-27' });
    // 26 November 2026, 00:30 in Jakarta (17:30 UTC the day before).
    at('2026-11-25T17:30:00Z');
    const list = await expensesOf(world.ctx, t);
    expect(list).toMatchObject({ start: '2026-10-28', end: '2026-11-26', total: 2_500_000 });
    expect(list.items.map((item) => item.date)).toEqual(['2026-10-28']);
  });

  it.each([
    ['category missing', { ...rent, category: undefined }, 'category', EXPENSE_MESSAGES.category],
    ['category unknown', { ...rent, category: 'BRIBES' }, 'category', EXPENSE_MESSAGES.category],
    ['payroll by hand', { ...rent, category: 'PAYROLL' }, 'category', EXPENSE_MESSAGES.payrollViaPayroll],
    ['amount missing', { ...rent, amount: undefined }, 'amount', EXPENSE_MESSAGES.amount],
    ['amount 0', { ...rent, amount: 0 }, 'amount', EXPENSE_MESSAGES.amount],
    ['amount negative', { ...rent, amount: -5000 }, 'amount', EXPENSE_MESSAGES.amount],
    ['amount with cents', { ...rent, amount: 1000.5 }, 'amount', EXPENSE_MESSAGES.amount],
    ['amount text', { ...rent, amount: 'banyak' }, 'amount', EXPENSE_MESSAGES.amount],
    ['amount too large', { ...rent, amount: 1e14 }, 'amount', EXPENSE_MESSAGES.amountTooLarge],
    ['date missing', { ...rent, date: undefined }, 'date', EXPENSE_MESSAGES.date],
    ['date blank', { ...rent, date: ' ' }, 'date', EXPENSE_MESSAGES.date],
    ['date impossible', { ...rent, date: '2026-02-30' }, 'date', 'Tanggal tidak valid'],
    ['date in year 0', { ...rent, date: '0000-01-01' }, 'date', 'Tanggal harus antara tahun 2000 dan 2100'],
    ['date far ahead', { ...rent, date: '9999-12-31' }, 'date', 'Tanggal harus antara tahun 2000 dan 2100'],
    ['note too long', { ...rent, note: 'x'.repeat(201) }, 'note', 'Catatan maksimal 200 karakter'],
  ])('refuses %s with 400 and its text, recording nothing', async (_label, body, field, text) => {
    const t = await createTenantGraph(world.ctx.db);
    const response = await post(t, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.[field]).toBe(text);
    expect((await expensesOf(world.ctx, t, '?start=2026-01-01&end=2026-12-31')).items).toEqual([]);
  });
});

describe('GET /expenses: the range', () => {
  it.each([
    ['a start after the end', '?start=2026-11-10&end=2026-11-01', 'start', REPORT_MESSAGES.startAfterEnd],
    ['more than a year', '?start=2024-12-31&end=2026-01-01', 'end', REPORT_MESSAGES.tooLong],
  ])('refuses %s with 400', async (_label, query, field, text) => {
    const response = await call(
      world.ctx,
      'GET',
      world.a.tenant.slug,
      `/expenses${query}`,
      world.a.admin.token,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', message: text, fields: { [field]: text } });
  });

  it('refuses a range outside the book years', async () => {
    const response = await call(
      world.ctx,
      'GET',
      world.a.tenant.slug,
      '/expenses?end=9999-12-31',
      world.a.admin.token,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields?.end).toBe('Tanggal harus antara tahun 2000 dan 2100');
  });

  it('refuses a date that is not a calendar day', async () => {
    const response = await call(
      world.ctx,
      'GET',
      world.a.tenant.slug,
      '/expenses?start=2026-13-01',
      world.a.admin.token,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
  });
});

describe('DELETE /expenses/:id', () => {
  it('deletes one expense; a second delete and an unknown id are 404', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const kept = await addExpense(world.ctx, t, rent);
    const gone = await addExpense(world.ctx, t, { ...rent, category: 'MAINTENANCE', amount: 300_000 });
    const response = await call(world.ctx, 'DELETE', t.tenant.slug, `/expenses/${gone._id}`, t.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await expensesOf(world.ctx, t, '?start=2026-11-01&end=2026-11-01')).items).toEqual([kept]);

    const again = await call(world.ctx, 'DELETE', t.tenant.slug, `/expenses/${gone._id}`, t.admin.token);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ code: 'NOT_FOUND', message: 'Pengeluaran tidak ditemukan.' });
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const response = await call(
      world.ctx,
      'DELETE',
      world.a.tenant.slug,
      '/expenses/123',
      world.a.admin.token,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
  });

  it('cannot reach another tenant’s expense through its own address (404, the expense stays)', async () => {
    const theirs = await addExpense(world.ctx, world.b, rent);
    const response = await call(
      world.ctx,
      'DELETE',
      world.a.tenant.slug,
      `/expenses/${theirs._id}`,
      world.a.admin.token,
    );
    expect(response.statusCode).toBe(404);
    const listed = await expensesOf(world.ctx, world.b, '?start=2026-11-01&end=2026-11-01');
    expect(listed.items.map((item) => item._id)).toContain(theirs._id);
  });
});

describe('expenses access', () => {
  it('refuses anonymous callers, non-admin staff and another tenant’s admin, leaking nothing', async () => {
    const own = await createTenantGraph(world.ctx.db);
    const existing = await addExpense(world.ctx, own, rent);
    const callers = refusedFinanceCallers(own, world.b, world.posOnly, 'reports');
    await expectRefused(world.ctx, callers, 'GET', '/expenses');
    await expectRefused(world.ctx, callers, 'POST', '/expenses', rent);
    await expectRefused(world.ctx, callers, 'DELETE', `/expenses/${existing._id}`);
    expect((await expensesOf(world.ctx, own, '?start=2026-11-01&end=2026-11-01')).items).toEqual([existing]);
  });

  it('lets a KASIR_SAJA admin (its package has reports) and the super admin in', async () => {
    const posOnly = await createTenantGraph(world.ctx.db, { package: 'POS_ONLY' });
    const saved = await addExpense(world.ctx, posOnly, rent);
    const superAdmin = await createUser(world.ctx.db, { role: 'SUPER_ADMIN' });
    const listed = await expensesOf(world.ctx, posOnly, '?start=2026-11-01&end=2026-11-01', superAdmin.token);
    expect(listed.items).toEqual([saved]);
    const byPlatform = await addExpense(world.ctx, posOnly, { ...rent, category: 'OTHER' }, superAdmin.token);
    expect(byPlatform.createdBy).toBe(superAdmin.id);
  });
});
