import { z } from 'zod';
import { canPayForTenant } from '@meja/shared/access';
import {
  checkoutMovesDown,
  extendPaidPeriod,
  formatInvoiceNumber,
  INVOICE_DUE_DAYS,
  invoiceDescription,
  packageAfterPayment,
  planPrice,
} from '@meja/shared/billing';
import type { checkoutRequest, CheckoutResponse, PublicInvoice } from '@meja/shared/contracts/billing';
import type { AuthUser } from '../../platform/auth/auth-user';
import { hashToken, newSecretToken } from '../../platform/auth/tokens';
import { inAppTx, inTenantTx, unsafePlatformReadTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { AppError, notFound, forbidden, tooManyAttempts } from '../../platform/errors';
import type { GatewayEvent, PaymentGateway } from '../../providers/payments/gateway';
import {
  isGatewayId,
  type CheckoutProviders,
  type GatewayId,
  type SecretReader,
} from '../../providers/payments/registry';
import { readPlatformSettings, revealPlatformSecret } from '../platform-settings/settings.service';
import type { PlatformSettingsRow } from '../../db/schema/platform';
import { PLATFORM_ACTOR, recordAudit, type AuditActor } from '../audit/audit.service';
import type { TenantRow } from '../../db/schema/platform';
import type { TenantsService } from '../tenants/tenants.service';
import { presentPublicInvoice } from './invoices.presenter';
import {
  findInvoice,
  insertInvoice,
  nextInvoiceSequence,
  recordGatewayEvent,
  setInvoicePaid,
  setInvoiceProviderRef,
  unsafeUnpaidGatewayInvoices,
  unsafeInvoiceTenantId,
  voidInvoice,
  type InvoiceRow,
} from './invoices.repo';
import { clearCheckoutToken, lockTenantRow, tenantRow, updateTenantPlan } from './tenant-plan.repo';

type CheckoutInput = z.output<typeof checkoutRequest>;

/** What a gateway event did: paid the invoice, found it paid already, was a replay, or was only recorded. */
export type GatewayEventOutcome = 'paid' | 'already-paid' | 'duplicate' | 'recorded';

const isUuid = (text: string) => z.uuid().safeParse(text).success;

/** The audit log's actor of a payment a gateway confirmed. */
const gatewayActor = (provider: GatewayId): AuditActor => ({ userId: null, email: `gateway:${provider}` });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A gateway invoice unpaid this long is asked of its gateway (its webhook may have been lost). */
export const GATEWAY_POLL_AFTER_MS = 5 * 60 * 1000;

const MESSAGES = {
  chooseTenant: 'Pilih restoran yang akan dibayar paketnya.',
  tenantNotFound: 'Tenant tidak ditemukan.',
  notYourTenant: 'Anda tidak dapat membayar paket restoran ini.',
  invoiceNotFound: 'Invoice tidak ditemukan.',
  gatewayNotSet: 'Penyedia pembayaran ini belum diatur di Meja.',
} as const;

/** The registration's payment-link token, until the tenant's first invoice is paid. */
function opensCheckout(tenant: TenantRow, token: string): boolean {
  return tenant.checkoutTokenHash !== null && tenant.checkoutTokenHash === hashToken(token);
}

type BillingDeps = Pick<ServiceDeps, 'db' | 'env' | 'now' | 'throttle' | 'log'> & {
  tenants: TenantsService;
  providers: CheckoutProviders;
  /** Issue 18: a broadcast's invoice was paid, in the paying transaction (its broadcast is queued). */
  onBroadcastPaid?: (tx: Tx, tenantId: string, invoiceId: string, now: Date) => Promise<void>;
  /** After that transaction committed (the senders start). */
  afterBroadcastPaid?: () => void;
};

/** The platform settings' secrets in plain text, for a gateway's calls (never for a reply). */
function secretsOfWith(keyText: string | undefined) {
  return (settings: PlatformSettingsRow): SecretReader =>
    (field) =>
      revealPlatformSecret(settings, field, keyText);
}

/** Plan checkout (SPEC §7), the manual provider's invoice page, and marking an invoice paid. */
export function createBillingService(deps: BillingDeps) {
  const publicUrl = (path: string) => `${deps.env.PUBLIC_URL}${path}`;
  const secretsOf = secretsOfWith(deps.env.SECRETS_KEY);

  /**
   * The tenant a checkout bills. With a session the caller must be allowed to pay for it; an admin
   * without a slug pays for their own. Without a session a tenant is billed only with the payment
   * link's token from its registration (issue 12); otherwise it is the same 404 as an unknown
   * slug, so the answer does not tell which restaurants exist. Without a slug there is no tenant yet.
   */
  async function tenantToBill(
    slug: string | undefined,
    user: AuthUser | null,
    checkoutToken: string | undefined,
  ): Promise<TenantRow | null> {
    let named = slug;
    if (named === undefined) {
      if (!user) return null;
      if (user.role !== 'RESTAURANT_ADMIN' || !user.tenantSlug) {
        throw new AppError('VALIDATION', MESSAGES.chooseTenant, {
          fields: { tenantSlug: MESSAGES.chooseTenant },
        });
      }
      named = user.tenantSlug;
    }
    const tenant = await deps.tenants.bySlug(named);
    if (!tenant) throw notFound(MESSAGES.tenantNotFound);
    if (checkoutToken !== undefined && opensCheckout(tenant, checkoutToken)) return tenant;
    if (!user) throw notFound(MESSAGES.tenantNotFound);
    if (!canPayForTenant(user, tenant)) throw forbidden(MESSAGES.notYourTenant);
    return tenant;
  }

  /**
   * The provider's payment page for a committed invoice (asked outside any transaction), its
   * reference kept; an invoice nobody can pay would wait in the super admin's list, so a provider
   * that fails voids it and PAYMENT_PROVIDER_UNAVAILABLE is thrown.
   */
  async function openCheckout(
    provider: ReturnType<CheckoutProviders['forSetting']>,
    tenant: { id: string; slug: string; name: string },
    invoice: InvoiceRow,
    invoicePageUrl: string,
  ): Promise<string> {
    try {
      const session = await provider.createCheckout({
        invoice: {
          id: invoice.id,
          number: invoice.number,
          description: invoice.description,
          dueAt: invoice.dueAt,
          tenantSlug: tenant.slug,
          tenantName: tenant.name,
        },
        amount: { amount: invoice.amount, currency: 'IDR' },
        invoicePageUrl,
      });
      const providerRef = session.providerRef;
      if (providerRef) {
        await inTenantTx(deps.db, tenant.id, (tx) =>
          setInvoiceProviderRef(tx, tenant.id, invoice.id, providerRef),
        );
      }
      return session.paymentUrl;
    } catch (error) {
      deps.log.error(
        { err: error, provider: provider.id, invoiceId: invoice.id },
        'checkout provider failed; invoice voided',
      );
      await inTenantTx(deps.db, tenant.id, (tx) => voidInvoice(tx, tenant.id, invoice.id));
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  /** An unpaid invoice for the plan, priced by the server, and the provider's payment page for it. */
  async function checkout(
    input: CheckoutInput,
    caller: { user: AuthUser | null; ip: string },
  ): Promise<CheckoutResponse> {
    const wait = await deps.throttle.checkoutWait(caller.ip);
    if (wait > 0) throw tooManyAttempts(wait, 'percobaan pembayaran dari alamat ini');
    if (input.plan === 'ENTERPRISE') throw new AppError('PLAN_BY_CONTACT');
    const settings = await inAppTx(deps.db, readPlatformSettings);
    const amount = planPrice(input.plan, input.cycle, settings);
    if (amount <= 0) throw new AppError('PLAN_FREE');

    const tenant = await tenantToBill(input.tenantSlug, caller.user, input.checkoutToken);
    // Nobody to invoice yet: registration first, with the package chosen (SPEC §2 /register).
    if (!tenant) return { paymentUrl: publicUrl(`/register?package=${input.plan}`) };
    // Paying it would move an ENTERPRISE tenant down (the pay path keeps ENTERPRISE anyway).
    if (checkoutMovesDown(tenant.package, input.plan)) throw new AppError('PLAN_DOWNGRADE');

    const provider = deps.providers.forSetting(settings.billingProvider, secretsOf(settings));
    const token = newSecretToken();
    const now = deps.now();
    const invoice = await inTenantTx(deps.db, tenant.id, async (tx) =>
      insertInvoice(tx, {
        tenantId: tenant.id,
        number: formatInvoiceNumber(now, await nextInvoiceSequence(tx)),
        plan: input.plan,
        cycle: input.cycle,
        amount,
        provider: provider.id,
        tokenHash: hashToken(token),
        description: invoiceDescription(input.plan, input.cycle),
        createdAt: now,
        dueAt: new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
      }),
    );
    const invoicePageUrl = publicUrl(
      `/payment/${encodeURIComponent(tenant.slug)}/invoice/${invoice.id}?token=${token}`,
    );
    return { paymentUrl: await openCheckout(provider, tenant, invoice, invoicePageUrl) };
  }

  /** The invoice page (manual provider): a wrong token and an unknown invoice are the same 404. */
  async function publicInvoice(slug: string, invoiceId: string, token: string): Promise<PublicInvoice> {
    const tenant = await deps.tenants.bySlug(slug);
    if (!tenant || token === '') throw notFound(MESSAGES.invoiceNotFound);
    const { invoice, settings } = await inTenantTx(deps.db, tenant.id, async (tx) => ({
      invoice: await findInvoice(tx, tenant.id, invoiceId),
      settings: await readPlatformSettings(tx),
    }));
    if (!invoice || invoice.tokenHash !== hashToken(token)) throw notFound(MESSAGES.invoiceNotFound);
    return presentPublicInvoice(invoice, tenant, settings);
  }

  /**
   * The transfer arrived (the super admin says so): the invoice becomes PAID, the tenant gets its
   * plan (an ENTERPRISE tenant keeps ENTERPRISE: packageAfterPayment) and its paid period grows by
   * the invoice's cycle, with the audit record, all in one transaction. Paying a PAID invoice again
   * changes nothing and records nothing; a VOID one is refused. A BASIC tenant past its trial is
   * unblocked at once, since the block applies to BASIC only. The registration's payment link
   * stops working (an anonymous checkout needs it).
   */
  async function payInvoice(
    invoiceId: string,
    actor: AuditActor = PLATFORM_ACTOR,
  ): Promise<{ invoice: InvoiceRow; tenant: TenantRow; changed: boolean }> {
    const tenantId = await unsafePlatformReadTx(deps.db, (tx) => unsafeInvoiceTenantId(tx, invoiceId));
    if (!tenantId) throw notFound(MESSAGES.invoiceNotFound);
    const outcome = await inTenantTx(deps.db, tenantId, async (tx) => {
      const invoice = await findInvoice(tx, tenantId, invoiceId, { forUpdate: true });
      if (!invoice) throw notFound(MESSAGES.invoiceNotFound);
      return payLockedInvoice(tx, invoice, actor, deps.now());
    });
    // The public menu reuses tenant rows for a second: let this instance see the new plan at once.
    if (outcome.changed) deps.tenants.forget(tenantId);
    if (outcome.changed && outcome.invoice.kind === 'BROADCAST') deps.afterBroadcastPaid?.();
    return outcome;
  }

  /** payInvoice's work on an invoice its caller's transaction has locked. */
  async function payLockedInvoice(
    tx: Tx,
    invoice: InvoiceRow,
    actor: AuditActor,
    now: Date,
  ): Promise<{ invoice: InvoiceRow; tenant: TenantRow; changed: boolean }> {
    const tenantId = invoice.tenantId;
    if (invoice.status === 'PAID') return { invoice, tenant: await tenantRow(tx, tenantId), changed: false };
    if (invoice.status === 'VOID') throw new AppError('INVOICE_VOID');
    if (invoice.kind === 'BROADCAST' || !invoice.plan || !invoice.cycle) {
      return payLockedBroadcastInvoice(tx, invoice, actor, now);
    }
    const tenant = await lockTenantRow(tx, tenantId);
    const period = extendPaidPeriod(tenant.paidUntil, now, invoice.cycle);
    const plan = packageAfterPayment(tenant.package, invoice.plan);
    await updateTenantPlan(tx, tenantId, { package: plan, paidUntil: period.end });
    // Paid once: from now on the restaurant pays from its admin, with a session.
    await clearCheckoutToken(tx, tenantId);
    const paid = await setInvoicePaid(tx, tenantId, invoice.id, {
      paidAt: now,
      periodStart: period.start,
      periodEnd: period.end,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: 'invoice.pay',
        targetType: 'invoice',
        targetId: invoice.id,
        targetLabel: `${invoice.number} (${tenant.slug})`,
        before: {
          status: invoice.status,
          package: tenant.package,
          paidUntil: tenant.paidUntil?.toISOString() ?? null,
        },
        after: { status: paid.status, package: plan, paidUntil: period.end.toISOString() },
      },
      now,
    );
    return { invoice: paid, tenant: { ...tenant, package: plan, paidUntil: period.end }, changed: true };
  }

  /**
   * A broadcast's invoice (issue 18): paid, audited, and its broadcast queued for sending in the
   * same transaction (`onBroadcastPaid`); the tenant's plan and paid period do not change.
   */
  async function payLockedBroadcastInvoice(
    tx: Tx,
    invoice: InvoiceRow,
    actor: AuditActor,
    now: Date,
  ): Promise<{ invoice: InvoiceRow; tenant: TenantRow; changed: boolean }> {
    const tenant = await tenantRow(tx, invoice.tenantId);
    const paid = await setInvoicePaid(tx, invoice.tenantId, invoice.id, { paidAt: now });
    await deps.onBroadcastPaid?.(tx, invoice.tenantId, invoice.id, now);
    await recordAudit(
      tx,
      actor,
      {
        action: 'invoice.pay',
        targetType: 'invoice',
        targetId: invoice.id,
        targetLabel: `${invoice.number} (${tenant.slug})`,
        before: { status: invoice.status },
        after: { status: paid.status, kind: 'BROADCAST' },
      },
      now,
    );
    return { invoice: paid, tenant, changed: true };
  }

  /**
   * A WhatsApp broadcast's invoice (issue 18), priced by the caller: the billing provider's payment
   * page for it (the manual provider's invoice page, or the gateway's checkout). An invoice nobody
   * can pay is voided and PAYMENT_PROVIDER_UNAVAILABLE thrown.
   */
  async function broadcastCheckout(
    tx: Tx,
    tenant: { id: string; slug: string; name: string },
    charge: { amount: number; description: string },
  ): Promise<{ invoice: InvoiceRow; pay: () => Promise<string> }> {
    const settings = await readPlatformSettings(tx);
    const provider = deps.providers.forSetting(settings.billingProvider, secretsOf(settings));
    const token = newSecretToken();
    const now = deps.now();
    const invoice = await insertInvoice(tx, {
      tenantId: tenant.id,
      kind: 'BROADCAST',
      number: formatInvoiceNumber(now, await nextInvoiceSequence(tx)),
      plan: null,
      cycle: null,
      amount: charge.amount,
      provider: provider.id,
      tokenHash: hashToken(token),
      description: charge.description,
      createdAt: now,
      dueAt: new Date(now.getTime() + INVOICE_DUE_DAYS * DAY_MS),
    });
    const invoicePageUrl = publicUrl(
      `/payment/${encodeURIComponent(tenant.slug)}/invoice/${invoice.id}?token=${token}`,
    );
    // The provider is asked after the invoice is committed (never inside a transaction).
    const pay = () => openCheckout(provider, tenant, invoice, invoicePageUrl);
    return { invoice, pay };
  }

  /** An unpaid invoice withdrawn (a broadcast cancelled before it was paid); a paid one stays. */
  async function voidUnpaidInvoice(tx: Tx, tenantId: string, invoiceId: string): Promise<void> {
    const invoice = await findInvoice(tx, tenantId, invoiceId, { forUpdate: true });
    if (invoice?.status === 'UNPAID') await voidInvoice(tx, tenantId, invoiceId);
  }

  /**
   * A verified gateway event of a plan invoice (issue 17): recorded by its event id with what it
   * did, in one transaction with the invoice locked. A replayed event changes nothing. A PAID event
   * pays the invoice (once, however many events say so) after checking that its gateway, amount and
   * currency are the invoice's; a mismatch is refused and nothing is recorded. Other statuses are
   * recorded and change nothing (an unpaid invoice stays payable).
   */
  async function applyGatewayEvent(provider: GatewayId, event: GatewayEvent): Promise<GatewayEventOutcome> {
    const invoiceId = isUuid(event.reference) ? event.reference : null;
    const tenantId =
      invoiceId && (await unsafePlatformReadTx(deps.db, (tx) => unsafeInvoiceTenantId(tx, invoiceId)));
    if (!invoiceId || !tenantId) throw notFound(MESSAGES.invoiceNotFound);
    const now = deps.now();
    const outcome = await inTenantTx(deps.db, tenantId, async (tx): Promise<GatewayEventOutcome> => {
      const invoice = await findInvoice(tx, tenantId, invoiceId, { forUpdate: true });
      if (!invoice) throw notFound(MESSAGES.invoiceNotFound);
      const fresh = await recordGatewayEvent(tx, {
        tenantId,
        provider,
        eventId: event.eventId,
        invoiceId,
        status: event.status,
        amount: event.amount,
        receivedAt: now,
      });
      if (!fresh) return 'duplicate';
      if (event.status !== 'PAID') return 'recorded';
      if (invoice.provider !== provider || event.amount !== invoice.amount || event.currency !== 'IDR') {
        deps.log.warn(
          { provider, invoiceId, eventId: event.eventId, amount: event.amount, currency: event.currency },
          'gateway event refused: not the invoice of this gateway, amount or currency',
        );
        throw new AppError('GATEWAY_EVENT_MISMATCH');
      }
      const paid = await payLockedInvoice(tx, invoice, gatewayActor(provider), now);
      return paid.changed ? 'paid' : 'already-paid';
    });
    if (outcome === 'paid') {
      deps.tenants.forget(tenantId);
      deps.afterBroadcastPaid?.();
    }
    return outcome;
  }

  /**
   * Lost webhooks (issue 17): each unpaid gateway invoice older than a few minutes (and not past
   * its due date) is asked of its gateway; one the gateway says is PAID is paid as its webhook
   * would have paid it, through applyGatewayEvent (amount checked, paid once). A gateway that fails
   * or is no longer set up is logged and asked again at the next run.
   */
  async function pollUnpaidGatewayInvoices(now: Date): Promise<number> {
    const pending = await unsafePlatformReadTx(deps.db, (tx) =>
      unsafeUnpaidGatewayInvoices(tx, {
        after: new Date(now.getTime() - (INVOICE_DUE_DAYS + 1) * DAY_MS),
        before: new Date(now.getTime() - GATEWAY_POLL_AFTER_MS),
      }),
    );
    if (pending.length === 0) return 0;
    const settings = await inAppTx(deps.db, readPlatformSettings);
    let paid = 0;
    for (const invoice of pending) {
      if (!isGatewayId(invoice.provider)) continue;
      const gateway = deps.providers.gateway(invoice.provider, secretsOf(settings));
      const key = gateway?.statusBy === 'providerRef' ? invoice.providerRef : invoice.id;
      if (!gateway || !key) continue;
      try {
        const status = await gateway.getStatus(key);
        if (status.status !== 'PAID') continue;
        const outcome = await applyGatewayEvent(invoice.provider, {
          eventId: `status-poll:${invoice.id}`,
          reference: invoice.id,
          providerRef: status.providerRef,
          status: 'PAID',
          amount: status.amount,
          currency: status.currency,
        });
        if (outcome === 'paid') paid += 1;
      } catch (error) {
        deps.log.warn(
          { err: error, provider: invoice.provider, invoiceId: invoice.id },
          'gateway status poll failed',
        );
      }
    }
    return paid;
  }

  /**
   * The gateway with the platform's credentials, whose webhooks can be verified only with them:
   * without them there is no such webhook endpoint (404).
   */
  async function gatewayFor(provider: GatewayId): Promise<PaymentGateway> {
    const settings = await inAppTx(deps.db, readPlatformSettings);
    const gateway = deps.providers.gateway(provider, secretsOf(settings));
    if (!gateway) throw notFound(MESSAGES.gatewayNotSet);
    return gateway;
  }

  /** payInvoice for callers that need only the invoice (tests, a gateway's confirmation later). */
  async function markInvoicePaid(invoiceId: string, actor?: AuditActor): Promise<InvoiceRow> {
    return (await payInvoice(invoiceId, actor)).invoice;
  }

  return {
    checkout,
    publicInvoice,
    payInvoice,
    markInvoicePaid,
    applyGatewayEvent,
    broadcastCheckout,
    voidUnpaidInvoice,
    gatewayFor,
    pollUnpaidGatewayInvoices,
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's billing service (markInvoicePaid for the platform console and tests). */
    billing: BillingService;
  }
}

/** The lost-webhook poll on the job runner (one instance at a time, every run of the runner). */
export function createGatewayPollJob(billing: BillingService): Job {
  return {
    name: 'gateway-invoice-poll',
    run: async (_tx, now) => async () => {
      await billing.pollUnpaidGatewayInvoices(now);
    },
  };
}
