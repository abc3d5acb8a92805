import type { z } from 'zod';
import {
  BROADCAST_MESSAGES,
  BROADCAST_STATUSES,
  type Broadcast,
  type BroadcastCreated,
  type BroadcastList,
  type broadcastRequest,
} from '@meja/shared/contracts/marketing';
import type { TenantRow } from '../../db/schema/platform';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import type { BillingService } from '../billing/billing.service';
import { readPlatformSettings } from '../platform-settings/settings.service';
import type { WhatsAppService } from '../whatsapp/whatsapp.service';
import { broadcastText, longestBroadcastMessage } from './broadcast-text';
import {
  countReachableLeads,
  findBroadcast,
  insertBroadcast,
  insertRecipientsFromLeads,
  listBroadcasts,
  queuePaidBroadcast,
  recipientCounts,
  updateBroadcast,
  type BroadcastRow,
  type RecipientCounts,
} from './broadcasts.repo';

const BROADCAST_NOT_FOUND = 'Broadcast tidak ditemukan.';
/** The history shows the latest 50. */
const HISTORY_LENGTH = 50;
const NO_COUNTS: RecipientCounts = { sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, pending: 0 };

function statusOf(row: BroadcastRow): Broadcast['status'] {
  return BROADCAST_STATUSES.find((status) => status === row.status) ?? 'QUEUED';
}

function presentBroadcast(row: BroadcastRow, counts: RecipientCounts): Broadcast {
  return {
    _id: row.id,
    message: row.message,
    status: statusOf(row),
    recipientsCount: row.recipientsCount,
    sentCount: counts.sent,
    deliveredCount: counts.delivered,
    readCount: counts.read,
    failCount: counts.failed,
    skippedCount: counts.skipped,
    pendingCount: row.status === 'CANCELLED' ? 0 : counts.pending,
    amount: row.amount,
    paymentUrl: row.status === 'AWAITING_PAYMENT' ? row.paymentUrl : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function tooLong(max: number): AppError {
  const message = BROADCAST_MESSAGES.tooLong(max);
  return new AppError('VALIDATION', message, { fields: { message } });
}

/**
 * WhatsApp broadcasts (SPEC §7 /marketing/broadcasts, issue 18). A broadcast goes to the leads
 * not opted out when it is made, signed with the restaurant's name and how to stop. When the super
 * admin set a price per recipient, it waits for its invoice (kind BROADCAST, through the billing
 * provider: `paymentUrl`); paying it queues the broadcast in the paying transaction
 * (`queuePaid`, billing's hook). The senders (broadcast-sender.ts) take it from there.
 */
export function createBroadcastsService(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'log'> & {
    whatsapp: Pick<WhatsAppService, 'status' | 'provider'>;
    billing: Pick<BillingService, 'broadcastCheckout' | 'voidUnpaidInvoice'>;
    /** The senders: a broadcast is ready to go. */
    kick: () => void;
  },
) {
  async function present(tx: Tx, tenantId: string, rows: BroadcastRow[]): Promise<Broadcast[]> {
    const counts = await recipientCounts(
      tx,
      tenantId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentBroadcast(row, counts.get(row.id) ?? NO_COUNTS));
  }

  async function list(scope: Scope): Promise<BroadcastList> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const settings = await readPlatformSettings(tx);
      return {
        items: await present(tx, scope.tenantId, await listBroadcasts(tx, scope.tenantId, HISTORY_LENGTH)),
        pricePerRecipient: settings.broadcastPricePerRecipient,
        reachableLeads: await countReachableLeads(tx, scope.tenantId),
      };
    });
  }

  async function create(
    scope: Scope,
    tenant: Pick<TenantRow, 'id' | 'slug' | 'name'>,
    input: z.output<typeof broadcastRequest>,
  ): Promise<BroadcastCreated> {
    if (!(await deps.whatsapp.status()).ready) throw new AppError('WHATSAPP_NOT_READY');
    const provider = await deps.whatsapp.provider();
    const now = deps.now();
    const made = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const settings = await readPlatformSettings(tx);
      const text = broadcastText(input.message, tenant.name);
      // Past the provider's free-form limit only a template carries it.
      if ([...text].length > provider.maxTextLength && settings.waBroadcastTemplate === '') {
        throw tooLong(longestBroadcastMessage(tenant.name, provider.maxTextLength));
      }
      const price = settings.broadcastPricePerRecipient;
      const row = await insertBroadcast(tx, {
        tenantId: scope.tenantId,
        message: input.message,
        senderName: tenant.name,
        status: price > 0 ? 'AWAITING_PAYMENT' : 'QUEUED',
        recipientsCount: 0,
        pricePerRecipient: price,
        amount: 0,
        createdBy: scope.userId,
        createdAt: now,
      });
      const recipients = await insertRecipientsFromLeads(tx, scope.tenantId, row.id);
      if (recipients === 0) throw new AppError('BROADCAST_NO_LEADS');
      const amount = price * recipients;
      const checkout =
        amount > 0
          ? await deps.billing.broadcastCheckout(tx, tenant, {
              amount,
              description: `Broadcast WhatsApp: ${recipients} penerima`,
            })
          : null;
      const broadcast = await updateBroadcast(tx, scope.tenantId, row.id, {
        recipientsCount: recipients,
        amount,
        invoiceId: checkout?.invoice.id ?? null,
      });
      if (!broadcast) throw new Error('the broadcast just made is gone');
      return { broadcast, pay: checkout?.pay ?? null };
    });

    if (!made.pay) {
      deps.kick();
      const [broadcast] = await inTenantTx(deps.db, scope.tenantId, (tx) =>
        present(tx, scope.tenantId, [made.broadcast]),
      );
      if (!broadcast) throw new Error('the broadcast just made is gone');
      return { broadcast, paymentUrl: null };
    }
    let paymentUrl: string;
    try {
      paymentUrl = await made.pay();
    } catch (error) {
      // Its invoice was voided: nobody can pay it, so it will never go.
      await inTenantTx(deps.db, scope.tenantId, (tx) =>
        updateBroadcast(tx, scope.tenantId, made.broadcast.id, { status: 'CANCELLED' }),
      );
      throw error;
    }
    const broadcast = await inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const updated = await updateBroadcast(tx, scope.tenantId, made.broadcast.id, { paymentUrl });
      return updated ? (await present(tx, scope.tenantId, [updated]))[0] : undefined;
    });
    if (!broadcast) throw new Error('the broadcast just made is gone');
    return { broadcast, paymentUrl };
  }

  /**
   * Withdraws a broadcast still waiting for its payment: the invoice is voided first (the lock
   * order of paying it: invoice, then broadcast), so a payment and a cancel never both win.
   */
  async function cancel(scope: Scope, broadcastId: string): Promise<Broadcast> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const found = await findBroadcast(tx, scope.tenantId, broadcastId);
      if (!found) throw notFound(BROADCAST_NOT_FOUND);
      if (found.invoiceId) await deps.billing.voidUnpaidInvoice(tx, scope.tenantId, found.invoiceId);
      const locked = await findBroadcast(tx, scope.tenantId, broadcastId, { forUpdate: true });
      if (locked?.status !== 'AWAITING_PAYMENT') throw new AppError('BROADCAST_NOT_CANCELLABLE');
      const cancelled = await updateBroadcast(tx, scope.tenantId, broadcastId, {
        status: 'CANCELLED',
        paymentUrl: null,
      });
      if (!cancelled) throw notFound(BROADCAST_NOT_FOUND);
      const [broadcast] = await present(tx, scope.tenantId, [cancelled]);
      if (!broadcast) throw notFound(BROADCAST_NOT_FOUND);
      return broadcast;
    });
  }

  return { list, create, cancel };
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;

/** Billing's hook, in the transaction that paid a broadcast's invoice: its broadcast is queued. */
export function queuePaidBroadcastHook(log: ServiceDeps['log']) {
  return async (tx: Tx, tenantId: string, invoiceId: string, now: Date): Promise<void> => {
    const queued = await queuePaidBroadcast(tx, tenantId, invoiceId, now);
    if (queued.length === 0)
      log.warn({ tenantId, invoiceId }, 'a paid broadcast invoice queued no broadcast');
  };
}
