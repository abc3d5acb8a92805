import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookReceived } from '@meja/shared/contracts/billing';
import type { TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import { payIntentResponse } from '@meja/shared/contracts/pos';
import type { Ctx } from '../../../test/catalog';
import { startGatewayFakes, type GatewayFakes } from '../../../test/gateways';
import type { TestApp } from '../../../test/harness';
import { openRaceApps } from '../../../test/race-apps';
import { freshPos, payOk, posCall, posOrderOk, rowsOf } from '../../../test/pos';
import {
  deliverToRestaurant,
  paymentRow,
  posPaidWebhook,
  useRestaurantGateway,
} from '../../../test/pos-gateways';
import { rollupMismatches } from '../../../test/sales-rollup';
import { salesDaily } from '../../db/schema/sales-rollup';
import { paymentGatewayEvents } from '../../db/schema/tenant-gateways';
import { inTenantTx } from '../../platform/db-scope';
import { POS_GATEWAY_POLL_AFTER_MS } from './pos-gateway-payments.service';

/**
 * A POS payment's paid webhook delivered 50 times at once, while the lost-webhook poll runs and
 * the cashier presses "check" (issue 17), on real PostgreSQL: the payment completes once, the
 * order is paid once, and the day's sales count it once — whichever of them wins.
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

describe.each<TenantGatewayProvider>(['midtrans', 'xendit', 'stripe'])('%s', (provider) => {
  it("50 deliveries at once, the poll and the cashier's check: the payment completes once", async () => {
    const { t, kitchen } = await freshPos(ctx);
    await useRestaurantGateway(ctx, fakes, t, provider);
    const order = await posOrderOk(ctx, t, kitchen);
    const intent = await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CARD' });
    const row = await paymentRow(ctx, t.tenant.id, intent.payment._id);
    const webhook = await posPaidWebhook(fakes, row);

    // The payment is old enough for the poll on the wide app's clock.
    wide.clock.advance(POS_GATEWAY_POLL_AFTER_MS + 60_000);
    let answers;
    let check;
    try {
      [answers, check] = await Promise.all([
        Promise.all(
          Array.from({ length: 50 }, () => deliverToRestaurant(wide, provider, t.tenant.id, webhook)),
        ),
        posCall({ ...ctx, app: wide.app }, 'POST', `/pay/${row.id}/confirm`, { token: t.cashier.token }),
        wide.app.jobs.runAll(),
      ]);
    } finally {
      wide.clock.reset();
    }
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const outcomes = answers.map((a) => webhookReceived.parse(a.json()).outcome);
    // One delivery acts (it pays, or finds the poll or the cashier paid first); 49 are replays.
    expect(outcomes.filter((o) => o === 'paid' || o === 'already-paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect(check.statusCode, check.body).toBe(200);
    expect(payIntentResponse.parse(check.json()).payment.status).toBe('COMPLETED');

    const payments = await rowsOf.payments(ctx, t.tenant.id);
    expect(payments.map((p) => p.status)).toEqual(['COMPLETED']);
    const events = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.select().from(paymentGatewayEvents).where(eq(paymentGatewayEvents.paymentId, row.id)),
    );
    expect(events.filter((event) => event.outcome === 'paid')).toHaveLength(1);
    const days = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.select().from(salesDaily).where(eq(salesDaily.tenantId, t.tenant.id)),
    );
    expect(days.reduce((sum, day) => sum + Number(day.payments), 0)).toBe(1);
    expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual({ days: [], dishes: [], months: [] });
  });
});
