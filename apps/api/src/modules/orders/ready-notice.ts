import { dinerOrderNumber } from '@meja/shared/order-number';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { WhatsAppSendError } from '../../providers/whatsapp/whatsapp-provider';
import type { OutgoingMessage, WhatsAppService } from '../whatsapp/whatsapp.service';
import { claimReadyNotice } from './ready-notice.repo';
import { READY_NOTICE_TEXT } from './ready-notice-text';

/**
 * 'Pesanan Anda siap' (issue 18): when the kitchen marks an order READY and the restaurant turned
 * the notice on, the diner who left their WhatsApp number on that order's page (and has not opted
 * out) gets one message — free-form text inside their 24-hour window, else the platform's approved
 * 'ready' template, else nothing.
 *
 * It runs after the kitchen's change has committed and never holds up or fails it: `orderReady`
 * returns at once, and whatever happens is logged. At most once per order: the notice is claimed
 * in the database before it is sent, so READY marked twice, or by two instances at once, sends one
 * message; a send that fails after the claim is not tried again (a late 'ready' is worse than none).
 */
export function createReadyNotifier(
  deps: Pick<ServiceDeps, 'db' | 'log' | 'now'> & { whatsapp: Pick<WhatsAppService, 'sender'> },
) {
  const pending = new Set<Promise<void>>();

  async function notify(tenantId: string, orderId: string): Promise<void> {
    const claimed = await inTenantTx(deps.db, tenantId, (tx) =>
      claimReadyNotice(tx, tenantId, orderId, deps.now()),
    );
    if (!claimed) return;
    const orderNumber = dinerOrderNumber(claimed.orderId);
    const message: OutgoingMessage = {
      to: claimed.phone,
      text: READY_NOTICE_TEXT.body({ restaurantName: claimed.restaurantName, orderNumber }),
      purpose: 'ready',
      bodyParameters: [claimed.restaurantName, orderNumber],
    };
    const sender = await deps.whatsapp.sender();
    const [form] = await sender.formsOf([message]);
    const where = { tenantId, orderId, provider: sender.provider.id };
    if (!form || form.kind === 'none') {
      deps.log.info(
        { ...where, why: form?.why ?? 'outside_window' },
        'ready notice: not sent (outside the 24-hour window and no approved template)',
      );
      return;
    }
    try {
      const { messageId } = await sender.send(message, form);
      deps.log.info({ ...where, form: form.kind, messageId }, 'ready notice sent');
    } catch (error) {
      if (error instanceof WhatsAppSendError && error.failure === 'not_configured') {
        deps.log.info(where, 'ready notice: not sent (no WhatsApp provider)');
        return;
      }
      throw error;
    }
  }

  /** The order just became READY: tells its diner in the background (never throws). */
  function orderReady(tenantId: string, orderId: string): void {
    const running = notify(tenantId, orderId).catch((error: unknown) => {
      const details =
        error instanceof WhatsAppSendError
          ? { failure: error.failure, status: error.status, providerCode: error.providerCode }
          : { err: error };
      deps.log.warn({ tenantId, orderId, ...details }, 'ready notice: not sent');
    });
    pending.add(running);
    void running.finally(() => pending.delete(running));
  }

  /** Resolves once every notice started so far has been sent or given up (tests, shutdown). */
  async function settled(): Promise<void> {
    while (pending.size > 0) await Promise.all([...pending]);
  }

  return { orderReady, settled };
}

export type ReadyNotifier = ReturnType<typeof createReadyNotifier>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 'Pesanan Anda siap' in the background (the tests wait for it with `settled()`). */
    readyNotices: ReadyNotifier;
  }
}
