import { POS_MESSAGES, type PosMenu } from '@meja/shared/contracts/pos';
import { canPay } from '@meja/shared/pos-cart';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import type { PosCartStore } from '../cart-store';
import { reusableOrder, type PendingCheckout } from '../checkout-order';
import { confirmPayment, createPayIntent, createPosOrder } from '../offline/pos-writes';
import type { PosOrderView, PosPaymentView } from '../offline/pos-views';
import { posKeys } from '../pos-query-keys';

/** SPEC §9: the success banner shows about 0.9 s. */
export const BANNER_MS = 900;

export type CheckoutStep =
  | { step: 'idle' }
  | { step: 'working'; method: PaymentMethod }
  /** A QRIS or card payment waits for the cashier's confirmation. */
  | { step: 'awaiting'; payment: PosPaymentView; offline: boolean; confirming: boolean };

export interface SaleBanner {
  id: number;
  offline: boolean;
}

interface MadeOrder {
  order: PosOrderView;
  offline: boolean;
}

/**
 * Paying the cart: the order, then the payment intent. CASH ends the sale at once; QRIS and CARD
 * wait for the cashier's confirmation. The ended sale empties the cart and shows the banner.
 */
export function useCheckout(slug: string, cart: PosCartStore, menu: PosMenu | undefined) {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<CheckoutStep>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<SaleBanner | null>(null);
  const [lastSaleOffline, setLastSaleOffline] = useState(false);
  const pending = useRef<PendingCheckout<MadeOrder> | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  function endSale(offline: boolean): void {
    cart.clear();
    pending.current = null;
    setCheckout({ step: 'idle' });
    setBanner({ id: Date.now(), offline });
    setLastSaleOffline(offline);
    void queryClient.invalidateQueries({ queryKey: ['pos', slug, 'transactions'] });
    void queryClient.invalidateQueries({ queryKey: posKeys.localSales(slug) });
  }

  async function pay(method: PaymentMethod): Promise<void> {
    const lines = cart.getLines();
    if (!menu || checkout.step !== 'idle' || !canPay(lines)) return;
    setError(null);
    setLastSaleOffline(false);
    setCheckout({ step: 'working', method });
    try {
      let made = reusableOrder(pending.current, lines);
      if (!made) {
        made = await createPosOrder(slug, lines, menu);
        pending.current = { order: made, lines };
      }
      const intent = await createPayIntent(slug, {
        order: made.order,
        method,
        qrisStaticPayload: menu.qrisStaticPayload,
      });
      const offline = made.offline || intent.offline;
      if (method === 'CASH' || intent.payment.status === 'COMPLETED') endSale(offline);
      else setCheckout({ step: 'awaiting', payment: intent.payment, offline, confirming: false });
    } catch (cause) {
      setError(messageOf(cause, POS_MESSAGES.orderFailed));
      setCheckout({ step: 'idle' });
    }
  }

  /** 'Pembayaran diterima' (QRIS) or 'Konfirmasi slip EDC' (card). */
  async function confirm(): Promise<void> {
    if (checkout.step !== 'awaiting' || checkout.confirming) return;
    setError(null);
    setCheckout({ ...checkout, confirming: true });
    try {
      const result = await confirmPayment(slug, checkout.payment);
      endSale(checkout.offline || result.offline);
    } catch (cause) {
      setError(messageOf(cause, POS_MESSAGES.orderFailed));
      setCheckout({ ...checkout, confirming: false });
    }
  }

  /** A card payment finished on the provider's page: the sale is over here. */
  function finishExternal(): void {
    if (checkout.step === 'awaiting') endSale(checkout.offline);
  }

  /** Back to the cart; the order is kept and reused if the same cart is paid again. */
  function cancel(): void {
    setCheckout({ step: 'idle' });
  }

  return { checkout, error, banner, lastSaleOffline, pay, confirm, finishExternal, cancel };
}
