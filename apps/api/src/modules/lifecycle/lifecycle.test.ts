import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditList } from '@meja/shared/contracts/audit';
import { testJobsAnswer } from '@meja/shared/contracts/test-hooks';
import { eq } from 'drizzle-orm';
import { errorOf } from '../../../test/auth-flow';
import { checkoutOk, invoiceLinkOf, withPlatformSettings } from '../../../test/billing';
import { createTenantGraph, createUser, type TenantGraph, type TestUser } from '../../../test/factories';
import {
  bearer,
  buildTestApp,
  CapturingMailer,
  openTestContext,
  TEST_SECRETS_KEY,
} from '../../../test/harness';
import { startMetaFake } from '../../providers/whatsapp/meta/meta-fake';
import { encryptSecret, secretsKeyFrom } from '../../platform/secrets';
import { DAY_MS, HOUR_MS, keepSessionsOpen, mailSince, noticesOf, standingOf } from '../../../test/lifecycle';
import { setTenant } from '../../../test/orders';
import { jobRuns } from '../../db/schema/console';
import { inAppTx } from '../../platform/db-scope';
import { LIFECYCLE_JOB } from './lifecycle.service';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let mailer: CapturingMailer;

beforeAll(async () => {
  mailer = new CapturingMailer();
  // The job reads every tenant and the settings row: a database of this file's own.
  ctx = await openTestContext({ mailer, database: { own: true } });
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.reset());

/** A tenant with a second verified admin and an unverified one: who the notices go to. */
async function tenantWithAdmins(options: Parameters<typeof createTenantGraph>[1]) {
  const graph = await createTenantGraph(ctx.db, options);
  const secondAdmin = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: graph.tenant.id });
  const unverified = await createUser(ctx.db, {
    role: 'RESTAURANT_ADMIN',
    tenantId: graph.tenant.id,
    verified: false,
  });
  await keepSessionsOpen(ctx, [graph.admin, graph.cashier, secondAdmin]);
  return { graph, secondAdmin, unverified };
}

function everyone(graph: TenantGraph, ...more: TestUser[]): string[] {
  return [graph.admin, graph.cashier, graph.kitchen, graph.inventory, ...more].map((u) => u.email);
}

const LIFECYCLE_RAN = { name: LIFECYCLE_JOB, ran: true, error: null };
/** The lifecycle job's run among every job's (the tenant purge runs beside it). */
const lifecycleRun = (runs: readonly { name: string }[]) => runs.find((run) => run.name === LIFECYCLE_JOB);

async function runJobs() {
  expect(lifecycleRun(await ctx.app.jobs.runAll())).toEqual(LIFECYCLE_RAN);
}

describe('the lifecycle job across a whole period, day by day', () => {
  it.each([
    { kind: 'trial' as const, pkg: 'BASIC' as const },
    { kind: 'paid' as const, pkg: 'PRO' as const },
  ])(
    '$kind ($pkg): each notice once, on its day, to the restaurant admins; ok → grace → blocked',
    async ({ kind, pkg }) => {
      const start = ctx.clock.now();
      // An hour before a day mark, so each notice falls due between two of the job's daily runs.
      const end = new Date(start.getTime() + 30 * DAY_MS - HOUR_MS);
      const { graph, secondAdmin, unverified } = await tenantWithAdmins(
        kind === 'trial' ? { package: 'BASIC', trialEndsAt: end } : { package: pkg },
      );
      if (kind === 'paid') await setTenant(ctx, graph.tenant.id, { paidUntil: end });
      const addresses = everyone(graph, secondAdmin, unverified);

      const sentOn = new Map<number, string[]>();
      const standings: string[] = [];
      for (let day = 0; day <= 41; day++) {
        if (day > 0) ctx.clock.advance(DAY_MS);
        const before = mailer.sent.length;
        await runJobs();
        await runJobs(); // a second run the same day sends nothing more
        const mail = mailSince(mailer, before, addresses);
        if (mail.length > 0) {
          // Both verified admins, nobody else, the same notice.
          expect(mail.map((m) => m.to).sort()).toEqual([graph.admin.email, secondAdmin.email].sort());
          expect(new Set(mail.map((m) => m.subject)).size).toBe(1);
          sentOn.set(day, [mail[0]?.subject ?? '', mail[0]?.text ?? '']);
        }
        standings.push((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing);
      }

      expect([...sentOn.keys()]).toEqual([23, 27, 29, 30, 37]);
      const what = kind === 'trial' ? 'Masa uji coba' : 'Langganan paket PRO';
      const name = graph.tenant.name;
      expect(sentOn.get(23)?.[0]).toBe(`${what} ${name} berakhir dalam 7 hari`);
      expect(sentOn.get(27)?.[0]).toBe(`${what} ${name} berakhir dalam 3 hari`);
      expect(sentOn.get(29)?.[0]).toBe(`${what} ${name} berakhir dalam 24 jam`);
      expect(sentOn.get(30)?.[0]).toMatch(
        new RegExp(`^${what} ${name} telah berakhir — akses diblokir pada `),
      );
      expect(sentOn.get(37)?.[0]).toBe(`Akses Meja ${name} diblokir`);
      const payLink = `http://meja.test/payment/${graph.tenant.slug}${kind === 'paid' ? '?plan=PRO' : ''}`;
      for (const [, text] of sentOn.values()) expect(text).toContain(payLink);

      expect(standings.slice(0, 30).every((s) => s === 'ok')).toBe(true);
      expect(standings.slice(30, 37).every((s) => s === 'grace')).toBe(true);
      expect(standings.slice(37).every((s) => s === 'blocked')).toBe(true);

      const notices = await noticesOf(ctx, graph.tenant.id);
      expect(notices.map((n) => [n.periodKind, n.periodEnd.toISOString(), n.daysBefore, n.channels])).toEqual(
        [7, 3, 1, 0, -7].map((days) => [kind, end.toISOString(), days, ['email']]),
      );

      // Each notice is in the audit log, by the platform.
      ctx.clock.reset();
      const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
      const audit = await ctx.app.inject({
        url: `/api/v1/super-admin/audit?targetType=tenant&targetId=${graph.tenant.id}`,
        headers: bearer(superAdmin.token),
      });
      expect(audit.statusCode, audit.body).toBe(200);
      const records = auditList.parse(audit.json()).items;
      expect(records.map((r) => [r.action, r.actorEmail, r.after?.daysBefore])).toEqual(
        [-7, 0, 1, 3, 7].map((days) => ['tenant.lifecycle-notice', 'system', days]),
      );
    },
  );
});

describe('grace and block', () => {
  it('lets the staff work in the grace days, then answers 402 naming the paid period', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    await keepSessionsOpen(ctx, [graph.admin, graph.cashier]);
    await setTenant(ctx, graph.tenant.id, { paidUntil: new Date(ctx.clock.now().getTime() - DAY_MS) });
    const orders = () =>
      ctx.app.inject({
        url: `/api/v1/tenant/${graph.tenant.slug}/orders`,
        headers: bearer(graph.cashier.token),
      });
    expect((await orders()).statusCode).toBe(200);
    ctx.clock.advance(6 * DAY_MS + 1000);
    const blocked = await orders();
    expect(blocked.statusCode).toBe(402);
    expect(errorOf(blocked)).toEqual({
      code: 'PLAN_BLOCKED',
      message: 'Masa langganan restoran ini telah berakhir. Silakan lakukan pembayaran untuk melanjutkan.',
    });
  });

  it('follows a change of the grace days at once on the instance that saved it', async () => {
    const graph = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() - 3 * DAY_MS),
    });
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const patch = (graceDays: number) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/super-admin/settings',
        headers: bearer(superAdmin.token),
        payload: { graceDays },
      });
    expect((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing).toBe('grace');
    try {
      expect((await patch(2)).statusCode).toBe(200);
      expect((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing).toBe('blocked');
    } finally {
      expect((await patch(7)).statusCode).toBe(200);
    }
    expect((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing).toBe('grace');
  });

  it('unblocks a tenant blocked after its paid period as soon as its invoice is paid', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'PRO' });
    await setTenant(ctx, graph.tenant.id, { paidUntil: new Date(Date.now() - 10 * DAY_MS) });
    expect((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing).toBe('blocked');
    const url = await checkoutOk(ctx, { plan: 'PRO', cycle: 'monthly' }, { token: graph.admin.token });
    await ctx.app.billing.markInvoicePaid(invoiceLinkOf(url).invoiceId);
    expect((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing).toBe('ok');
    const dashboard = await ctx.app.inject({
      url: `/api/v1/tenant/${graph.tenant.slug}/dashboard`,
      headers: bearer(graph.admin.token),
    });
    expect(dashboard.statusCode).toBe(200);
  });

  it('never blocks a tenant that pays during its grace days, and ends the trial notices', async () => {
    const { graph } = await tenantWithAdmins({
      package: 'BASIC',
      trialEndsAt: new Date(ctx.clock.now().getTime() - 2 * DAY_MS),
    });
    const before = mailer.sent.length;
    await runJobs();
    expect(mailSince(mailer, before, [graph.admin.email]).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Masa uji coba .* telah berakhir/),
    ]);
    expect((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing).toBe('grace');

    const url = await checkoutOk(ctx, { plan: 'PRO', cycle: 'monthly' }, { token: graph.admin.token });
    await ctx.app.billing.markInvoicePaid(invoiceLinkOf(url).invoiceId);
    const paidFrom = mailer.sent.length;
    for (let day = 1; day <= 20; day++) {
      ctx.clock.advance(DAY_MS);
      await runJobs();
      expect((await standingOf(ctx, graph.tenant.slug, graph.admin.token)).standing).toBe('ok');
    }
    expect(mailSince(mailer, paidFrom, [graph.admin.email])).toEqual([]);
    expect((await noticesOf(ctx, graph.tenant.id)).map((n) => [n.periodKind, n.daysBefore])).toEqual([
      ['trial', 0],
    ]);
  });
});

describe('who gets nothing', () => {
  it('a deleted, an inactive and an ENTERPRISE tenant, and a plan set by hand without a paid period', async () => {
    const now = ctx.clock.now();
    const justEnded = new Date(now.getTime() - HOUR_MS);
    const deleted = await createTenantGraph(ctx.db, { package: 'BASIC', trialEndsAt: justEnded });
    await setTenant(ctx, deleted.tenant.id, {
      active: false,
      deletedAt: now,
      purgeAfter: new Date(now.getTime() + 30 * DAY_MS),
    });
    const inactive = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: justEnded,
      active: false,
    });
    const enterprise = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', trialEndsAt: justEnded });
    await setTenant(ctx, enterprise.tenant.id, { paidUntil: justEnded });
    const byHand = await createTenantGraph(ctx.db, { package: 'PRO', trialEndsAt: justEnded });
    const graphs = [deleted, inactive, enterprise, byHand];

    const before = mailer.sent.length;
    await runJobs();
    expect(
      mailSince(
        mailer,
        before,
        graphs.flatMap((g) => everyone(g)),
      ),
    ).toEqual([]);
    for (const graph of graphs) expect(await noticesOf(ctx, graph.tenant.id)).toEqual([]);
  });
});

describe('restarts and settings', () => {
  it('a new app on the same database repeats nothing, and job_runs records the run', async () => {
    const { graph } = await tenantWithAdmins({
      package: 'BASIC',
      trialEndsAt: new Date(ctx.clock.now().getTime() + 3 * DAY_MS - HOUR_MS),
    });
    const before = mailer.sent.length;
    await runJobs();
    expect(mailSince(mailer, before, [graph.admin.email])).toHaveLength(1);

    const restartedMailer = new CapturingMailer();
    const restarted = await buildTestApp(ctx.handle, { mailer: restartedMailer });
    try {
      expect(lifecycleRun(await restarted.app.jobs.runAll())).toEqual(LIFECYCLE_RAN);
      expect(mailSince(restartedMailer, 0, [graph.admin.email])).toEqual([]);
    } finally {
      await restarted.app.close();
    }
    expect(await noticesOf(ctx, graph.tenant.id)).toHaveLength(1);
    const [run] = await inAppTx(ctx.db, (tx) =>
      tx.select().from(jobRuns).where(eq(jobRuns.name, LIFECYCLE_JOB)),
    );
    expect(run?.lastError).toBeNull();
    expect(run?.lastFinishedAt?.getTime()).toBeGreaterThanOrEqual(run?.lastStartedAt?.getTime() ?? Infinity);
  });

  it('follows the reminder and grace days of the platform settings', async () => {
    await withPlatformSettings(ctx, { reminderDays: [14], graceDays: 2 }, async () => {
      const { graph } = await tenantWithAdmins({
        package: 'BASIC',
        trialEndsAt: new Date(ctx.clock.now().getTime() + 14 * DAY_MS - HOUR_MS),
      });
      const sentOn: number[] = [];
      for (let day = 0; day <= 17; day++) {
        if (day > 0) ctx.clock.advance(DAY_MS);
        const before = mailer.sent.length;
        await runJobs();
        if (mailSince(mailer, before, [graph.admin.email]).length > 0) sentOn.push(day);
      }
      expect(sentOn).toEqual([0, 14, 16]);
      expect((await noticesOf(ctx, graph.tenant.id)).map((n) => n.daysBefore)).toEqual([14, 0, -2]);
    });
  });
});

describe('WhatsApp (Meta Cloud API) when the platform settings configure it', () => {
  it("sends each notice's template to the restaurant's phone as well, and records both channels", async () => {
    const token = 'EAAG-lifecycle-token';
    const fake = await startMetaFake({ accessToken: token, appSecret: 'app-secret' });
    const waMailer = new CapturingMailer();
    const withWhatsApp = await buildTestApp(ctx.handle, {
      mailer: waMailer,
      env: { WHATSAPP_GRAPH_URL: fake.graphUrl },
    });
    const settings = {
      waProvider: 'meta',
      waPhoneNumberId: '1098765',
      waAccessTokenEnc: encryptSecret(token, secretsKeyFrom(TEST_SECRETS_KEY)),
    };
    try {
      await withPlatformSettings(ctx, settings, async () => {
        const { graph } = await tenantWithAdmins({
          package: 'BASIC',
          trialEndsAt: new Date(Date.now() + 3 * DAY_MS - HOUR_MS),
        });
        await setTenant(ctx, graph.tenant.id, { phone: '0812-3456-7890' });
        const noPhone = await createTenantGraph(ctx.db, {
          package: 'BASIC',
          trialEndsAt: new Date(Date.now() + 3 * DAY_MS - HOUR_MS),
        });
        expect(lifecycleRun(await withWhatsApp.app.jobs.runAll())).toEqual(LIFECYCLE_RAN);
        const toTenant = fake.sent.filter((m) => m.to === '6281234567890');
        expect(toTenant).toHaveLength(1);
        expect(toTenant[0]?.phoneNumberId).toBe('1098765');
        expect(toTenant[0]?.body.template).toEqual({
          name: 'subscription_notice',
          language: { policy: 'deterministic', code: 'id' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: graph.tenant.name },
                { type: 'text', text: `Masa uji coba ${graph.tenant.name} berakhir dalam 3 hari` },
                { type: 'text', text: `http://meja.test/payment/${graph.tenant.slug}` },
              ],
            },
          ],
        });
        expect((await noticesOf(ctx, graph.tenant.id)).map((n) => n.channels)).toEqual([
          ['email', 'whatsapp'],
        ]);
        // A restaurant without a phone gets the mail only.
        expect((await noticesOf(ctx, noPhone.tenant.id)).map((n) => n.channels)).toEqual([['email']]);
      });
    } finally {
      await withWhatsApp.app.close();
      await fake.close();
    }
  });
});

describe('POST /api/v1/test/jobs/run', () => {
  it('runs every job on the moved clock (TEST_CLOCK_HOOK), and does not exist without it', async () => {
    const hooked = await buildTestApp(ctx.handle, { env: { TEST_CLOCK_HOOK: 'true' } });
    try {
      const response = await hooked.app.inject({ method: 'POST', url: '/api/v1/test/jobs/run' });
      expect(response.statusCode, response.body).toBe(200);
      expect(testJobsAnswer.parse(response.json()).runs).toEqual([
        LIFECYCLE_RAN,
        { name: 'tenant-purge', ran: true, error: null },
        { name: 'gateway-invoice-poll', ran: true, error: null },
        { name: 'pos-gateway-payment-poll', ran: true, error: null },
        { name: 'broadcast-sender-kick', ran: true, error: null },
      ]);
    } finally {
      await hooked.app.close();
    }
    const plain = await ctx.app.inject({ method: 'POST', url: '/api/v1/test/jobs/run' });
    expect(plain.statusCode).toBe(404);
  });
});
