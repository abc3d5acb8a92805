import { describe, expect, it } from 'vitest';
import { PAYROLL_MESSAGES } from '@meja/shared/payroll';
import { errorOf } from '../../../test/auth-flow';
import { call, expectRefused } from '../../../test/catalog';
import { useCatalogWorld } from '../../../test/catalog-world';
import { createTenantGraph, createUser } from '../../../test/factories';
import {
  expensesOf,
  payrollPeriodsOf,
  payrollRow,
  postPayroll,
  postPayrollOk,
  refusedFinanceCallers,
} from '../../../test/finance';

/** POST/GET /payroll/periods (SPEC §2 Admin payroll, §3 Payroll row, §5; issue 14). */
const world = useCatalogWorld();

const ani = payrollRow('Ani', {
  base: 3_000_000,
  overtime: 250_000,
  incentives: 100_000,
  deductions: 50_000,
  advances: 500_000,
});
const budi = payrollRow('Budi', { base: 2_500_000, incentives: 150_000 });
const november = { start: '2026-11-01', end: '2026-11-15', rows: [ani, budi] };

describe('POST /payroll/periods', () => {
  it('computes each net and the total on the server and posts the total as one PAYROLL expense', async () => {
    const t = await createTenantGraph(world.ctx.db);
    // A net or total sent by the client is not read; blank rows and a name without figures are left out.
    const { period, expense } = await postPayrollOk(world.ctx, t, {
      ...november,
      rows: [
        { ...ani, net: 99, total: 1 },
        { name: '', base: '', overtime: '', incentives: '', deductions: '', advances: '' },
        { ...budi, base: '2500000' },
        payrollRow('Citra', {}),
      ],
      total: 5,
    });
    const aniNet = 3_000_000 + 250_000 + 100_000 - 50_000 - 500_000;
    const budiNet = 2_500_000 + 150_000;
    expect(period).toEqual({
      _id: expect.any(String),
      start: '2026-11-01',
      end: '2026-11-15',
      rows: [
        { ...ani, net: aniNet },
        { ...budi, net: budiNet },
      ],
      total: aniNet + budiNet,
      expenseId: expense._id,
      postedBy: t.admin.id,
      postedByName: 'USER RESTAURANT_ADMIN',
      postedAt: expect.any(String),
    });
    expect(expense).toEqual({
      _id: expect.any(String),
      category: 'PAYROLL',
      amount: aniNet + budiNet,
      date: '2026-11-15',
      note: 'Payroll 2026-11-01 s/d 2026-11-15',
      payrollPeriodId: period._id,
      createdBy: t.admin.id,
      createdByName: 'USER RESTAURANT_ADMIN',
      createdAt: expect.any(String),
    });
    expect(await payrollPeriodsOf(world.ctx, t)).toEqual([period]);
    expect((await expensesOf(world.ctx, t, '?start=2026-11-15&end=2026-11-15')).items).toEqual([expense]);
  });

  it('asks before posting the same period twice (409), and posts it again once confirmed', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const first = await postPayrollOk(world.ctx, t, november);

    const twice = await postPayroll(world.ctx, t, november);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(errorOf(twice)).toEqual({
      code: 'PAYROLL_PERIOD_POSTED',
      message: 'Periode gaji ini sudah pernah diposting. Posting lagi akan mencatat pengeluaran gaji baru.',
    });
    expect(await payrollPeriodsOf(world.ctx, t)).toHaveLength(1);

    // Other dates (even overlapping ones) are another period: no question asked.
    await postPayrollOk(world.ctx, t, { ...november, start: '2026-11-16', end: '2026-11-30' });
    await postPayrollOk(world.ctx, t, { ...november, end: '2026-11-14' });

    const again = await postPayrollOk(world.ctx, t, { ...november, confirmRepost: true });
    expect(again.period._id).not.toBe(first.period._id);
    expect(again.expense.amount).toBe(first.expense.amount);
    const periods = await payrollPeriodsOf(world.ctx, t);
    expect(periods).toHaveLength(4);
    expect(periods[0]?._id).toBe(again.period._id); // newest first
    const { items, total } = await expensesOf(world.ctx, t, '?start=2026-11-01&end=2026-11-30');
    expect(items.filter((item) => item.category === 'PAYROLL')).toHaveLength(4);
    expect(total).toBe(4 * first.expense.amount);
  });

  it('lets only one of two simultaneous posts of a new period through', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const statuses = (
      await Promise.all([postPayroll(world.ctx, t, november), postPayroll(world.ctx, t, november)])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await payrollPeriodsOf(world.ctx, t)).toHaveLength(1);
  });

  it('keeps the period listed without its expense when that expense is deleted', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const { period, expense } = await postPayrollOk(world.ctx, t, november);
    const deleted = await call(world.ctx, 'DELETE', t.tenant.slug, `/expenses/${expense._id}`, t.admin.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await payrollPeriodsOf(world.ctx, t)).toEqual([{ ...period, expenseId: null }]);
    expect((await expensesOf(world.ctx, t, '?start=2026-11-15&end=2026-11-15')).total).toBe(0);
  });

  it.each([
    ['no start', { ...november, start: undefined }, 'start', PAYROLL_MESSAGES.datesRequired],
    ['a blank end', { ...november, end: '' }, 'end', PAYROLL_MESSAGES.datesRequired],
    ['no rows', { ...november, rows: [] }, 'rows', PAYROLL_MESSAGES.rowRequired],
    [
      'rows without figures',
      { ...november, rows: [payrollRow('Ani', {})] },
      'rows',
      PAYROLL_MESSAGES.rowRequired,
    ],
    [
      'figures without a name',
      { ...november, rows: [ani, payrollRow(' ', { base: 1 })] },
      'rows.1.name',
      PAYROLL_MESSAGES.nameMissing,
    ],
    [
      'a negative figure',
      { ...november, rows: [{ ...ani, deductions: -1 }] },
      'rows.0.deductions',
      PAYROLL_MESSAGES.figure,
    ],
    [
      'a fraction of a rupiah',
      { ...november, rows: [{ ...ani, base: 100.5 }] },
      'rows.0.base',
      PAYROLL_MESSAGES.figure,
    ],
    [
      'a huge figure',
      { ...november, rows: [{ ...ani, base: 1e13 }] },
      'rows.0.base',
      PAYROLL_MESSAGES.figureTooLarge,
    ],
    ['an end before the start', { ...november, end: '2026-10-31' }, 'end', PAYROLL_MESSAGES.endBeforeStart],
    [
      'a total of 0',
      { ...november, rows: [payrollRow('Ani', { base: 100, advances: 100 })] },
      'rows',
      PAYROLL_MESSAGES.totalNotPositive,
    ],
  ])('refuses %s with 400 and its text, posting nothing', async (_label, body, field, text) => {
    const t = await createTenantGraph(world.ctx.db);
    const response = await postPayroll(world.ctx, t, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.[field]).toBe(text);
    expect(await payrollPeriodsOf(world.ctx, t)).toEqual([]);
    expect((await expensesOf(world.ctx, t, '?start=2026-01-01&end=2026-12-31')).items).toEqual([]);
  });

  it('answers the SPEC text as the message when the dates are missing', async () => {
    const response = await postPayroll(world.ctx, world.a, { rows: [ani] });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Tanggal mulai/akhir wajib diisi');
  });
});

describe('payroll access', () => {
  it('refuses anonymous callers, non-admin staff, another tenant’s admin and a KASIR_SAJA tenant', async () => {
    const own = await createTenantGraph(world.ctx.db);
    const callers = refusedFinanceCallers(own, world.b, world.posOnly, 'payroll');
    await expectRefused(world.ctx, callers, 'GET', '/payroll/periods');
    await expectRefused(world.ctx, callers, 'POST', '/payroll/periods', november);
    expect(await payrollPeriodsOf(world.ctx, own)).toEqual([]);
  });

  it('lets the super admin post and list', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const superAdmin = await createUser(world.ctx.db, { role: 'SUPER_ADMIN' });
    const { period } = await postPayrollOk(world.ctx, t, november, superAdmin.token);
    expect(period).toMatchObject({ postedBy: superAdmin.id, postedByName: 'USER SUPER_ADMIN' });
    expect(await payrollPeriodsOf(world.ctx, t, superAdmin.token)).toEqual([period]);
  });

  it('keeps each tenant’s periods to itself', async () => {
    const mine = await createTenantGraph(world.ctx.db);
    const theirs = await createTenantGraph(world.ctx.db);
    await postPayrollOk(world.ctx, theirs, november);
    expect(await payrollPeriodsOf(world.ctx, mine)).toEqual([]);
    // The same dates in another restaurant are not "posted before" here.
    await postPayrollOk(world.ctx, mine, november);
  });
});
