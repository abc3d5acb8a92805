import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookReceived } from '@meja/shared/contracts/billing';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser } from '../../../test/factories';
import {
  checkoutInvoice,
  deliver,
  paidWebhook,
  startGatewayFakes,
  useBillingProvider,
  type GatewayFakes,
} from '../../../test/gateways';
import type { TestApp } from '../../../test/harness';
import { openRaceApps } from '../../../test/race-apps';
import { auditLog } from '../../db/schema/console';
import { invoices } from '../../db/schema/billing';
import { tenants } from '../../db/schema/platform';
import { inAppTx, inTenantTx } from '../../platform/db-scope';
import type { GatewayId } from '../../providers/payments/registry';
import { GATEWAY_POLL_AFTER_MS } from './billing.service';

/**
 * One paid webhook delivered 50 times at once while the lost-webhook poll runs, on real PostgreSQL
 * (issue 17): the invoice is paid once, the paid period extended once, one audit record —
 * whichever delivery or the poll wins.
 */
let ctx: Ctx;
let wide: TestApp;
let fakes: GatewayFakes;
let closeApps: () => Promise<void>;

beforeAll(async () => {
  fakes = await startGatewayFakes();
  ({ ctx, wide, close: closeApps } = await openRaceApps({ env: fakes.env }));
});
afterAll(async () => {
  await closeApps();
  await fakes.close();
});

describe.each<GatewayId>(['stripe', 'midtrans', 'xendit'])(
  '%s: 50 deliveries of one paid webhook at once, and the status poll',
  (provider) => {
    it('racing the status poll, pay the invoice once and extend the paid period once', async () => {
      const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
      await useBillingProvider(ctx, superAdmin.token, provider);
      const t = await createTenantGraph(ctx.db, { package: 'BASIC' });
      const { invoice } = await checkoutInvoice(ctx, t);
      const webhook = await paidWebhook(fakes, provider, invoice);

      // The lost-webhook poll races them: the invoice is old enough for it on this app's clock.
      wide.clock.advance(GATEWAY_POLL_AFTER_MS + 60_000);
      let answers;
      try {
        [answers] = await Promise.all([
          Promise.all(Array.from({ length: 50 }, () => deliver(wide, provider, webhook))),
          wide.app.jobs.runAll(),
        ]);
      } finally {
        wide.clock.reset();
      }
      expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
      const outcomes = answers.map((a) => webhookReceived.parse(a.json()).outcome);
      // One delivery acts (it pays, or finds the poll paid first); the 49 others are replays.
      expect(outcomes.filter((o) => o === 'paid' || o === 'already-paid')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);

      const [paid] = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
        tx.select().from(invoices).where(eq(invoices.id, invoice.id)),
      );
      expect(paid?.status).toBe('PAID');
      const [tenant] = await inAppTx(ctx.db, (tx) =>
        tx.select().from(tenants).where(eq(tenants.id, t.tenant.id)),
      );
      // One month from the payment, not fifty.
      expect(tenant?.paidUntil?.getTime()).toBe(paid?.periodEnd?.getTime());
      expect((tenant?.paidUntil?.getTime() ?? 0) - (paid?.periodStart?.getTime() ?? 0)).toBeLessThan(
        32 * 86_400_000,
      );
      const audits = await inAppTx(ctx.db, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'invoice.pay'), eq(auditLog.targetId, invoice.id))),
      );
      expect(audits).toHaveLength(1);
    });
  },
);
