import type { PosMenu } from '@meja/shared/contracts/pos';
import { canPay } from '@meja/shared/pos-cart';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { isSoldOutRefusal } from '@meja/shared/sold-out';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import type { PosCartStore } from '../cart-store';
import { reusableOrder, type PendingCheckout } from '../checkout-order';
import { goesThroughGateway } from '../gateway-methods';
import {
  assertGatewayReachable,
  confirmPayment,
  createPayIntent,
  createPosOrder,
  type PaymentNow,
} from '../offline/pos-writes';
import type { PosOrderView, PosPaymentView } from '../offline/pos-views';
import { posErrorText } from '../pos-errors';
import { posKeys } from '../pos-query-keys';
import { dashboardMessages } from './dashboard-messages';
import { useGatewayPaymentWatch } from './use-gateway-payment-watch';

/** SPEC §9: the success banner shows about 0.9 s. */
export const BANNER_MS = 900;

export type CheckoutStep =
  | { step: 'idle' }
  /** Cash: the dialog asks what the customer handed over (issue 12). */
  | { step: 'cash'; working: boolean }
  | { step: 'working'; method: PaymentMethod }
  /** A QRIS or card payment waits for the cashier's confirmation. */
  | {
      step: 'awaiting';
      order: PosOrderView;
      payment: PosPaymentView;
      offline: boolean;
      confirming: boolean;
    };

export interface SaleBanner {
  id: number;
  offline: boolean;
}

/** The sale just made: what its receipt prints. */
export interface CompletedSale {
  id: number;
  order: PosOrderView;
  payment: PosPaymentView;
  offline: boolean;
}

interface MadeOrder {
  order: PosOrderView;
  offline: boolean;
}

/**
 * Paying the cart: the order, then the payment intent. CASH asks for the cash received first and
 * ends the sale at once; QRIS and CARD wait for the cashier's confirmation, or, through the
 * restaurant's gateway, for the gateway (`gatewayNow`; refused at once while it cannot be reached). The ended sale empties
 * the cart, shows the banner and keeps the sale for its receipt. A refusal for want of an open
 * shift (the shift was closed elsewhere) calls `onShiftRequired`, so the screen offers to open one.
 */
export function useCheckout(
  slug: string,
  cart: PosCartStore,
  menu: PosMenu | undefined,
  onShiftRequired: () => void,
) {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<CheckoutStep>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<SaleBanner | null>(null);
  const [lastSale, setLastSale] = useState<CompletedSale | null>(null);
  const pending = useRef<PendingCheckout<MadeOrder> | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  function endSale(offline: boolean, order: PosOrderView, payment: PosPaymentView): void {
    cart.clear();
    pending.current = null;
    // A 'not paid yet' from an earlier check no longer holds once the sale has ended.
    setError(null);
    setCheckout({ step: 'idle' });
    const id = Date.now();
    setBanner({ id, offline });
    setLastSale({ id, order, payment, offline });
    void queryClient.invalidateQueries({ queryKey: ['pos', slug, 'transactions'] });
    void queryClient.invalidateQueries({ queryKey: posKeys.localSales(slug) });
  }

  function failed(cause: unknown): void {
    setError(posErrorText(cause, dashboardMessages.get().orderFailed));
    if (cause instanceof ApiError && cause.code === 'SHIFT_REQUIRED') onShiftRequired();
    // A dish ran out since the menu was loaded: fetch it again so its tile greys out.
    if (isSoldOutRefusal(cause)) void queryClient.invalidateQueries({ queryKey: posKeys.menu(slug) });
  }

  /** The order (made once per cart) and its payment intent. */
  async function charge(method: PaymentMethod, cashReceived?: number) {
    if (!menu) throw new Error('menu not loaded');
    const lines = cart.getLines();
    const place = cart.getPlace();
    let made = reusableOrder(pending.current, lines, place);
    if (!made) {
      made = await createPosOrder(slug, { lines, place }, menu);
      pending.current = { order: made, lines, place };
    }
    const intent = await createPayIntent(slug, {
      order: made.order,
      method,
      qrisStaticPayload: menu.qrisStaticPayload,
      viaGateway: goesThroughGateway(menu, method),
      ...(cashReceived !== undefined && { cashReceived }),
    });
    return { ...intent, offline: made.offline || intent.offline };
  }

  /** Cash opens the cash dialog; QRIS and card go straight to their intent. */
  async function pay(method: PaymentMethod): Promise<void> {
    if (!menu || checkout.step !== 'idle' || !canPay(cart.getLines())) return;
    setError(null);
    setLastSale(null);
    if (method === 'CASH') {
      setCheckout({ step: 'cash', working: false });
      return;
    }
    setCheckout({ step: 'working', method });
    try {
      // Before the order is made: offline, not even the order is queued for a payment that cannot follow.
      if (goesThroughGateway(menu, method)) await assertGatewayReachable(slug);
      const intent = await charge(method);
      if (intent.payment.status === 'COMPLETED') endSale(intent.offline, intent.order, intent.payment);
      else setCheckout({ step: 'awaiting', ...intent, confirming: false });
    } catch (cause) {
      failed(cause);
      setCheckout({ step: 'idle' });
    }
  }

  /** 'Bayar tunai' in the cash dialog, once the cash covers the total. */
  async function payCash(cashReceived: number): Promise<void> {
    if (checkout.step !== 'cash' || checkout.working) return;
    setError(null);
    setCheckout({ step: 'cash', working: true });
    try {
      const intent = await charge('CASH', cashReceived);
      endSale(intent.offline, intent.order, intent.payment);
    } catch (cause) {
      failed(cause);
      setCheckout({ step: 'cash', working: false });
    }
  }

  /** 'Pembayaran diterima' (QRIS) or 'Konfirmasi slip EDC' (card). */
  async function confirm(): Promise<void> {
    if (checkout.step !== 'awaiting' || checkout.confirming) return;
    setError(null);
    setCheckout({ ...checkout, confirming: true });
    try {
      const result = await confirmPayment(slug, checkout.payment);
      endSale(checkout.offline || result.offline, checkout.order, result.payment);
    } catch (cause) {
      failed(cause);
      setCheckout({ ...checkout, confirming: false });
    }
  }

  /**
   * The gateway payment as the server has it now (the watch): paid, the sale ends as after the
   * cashier's check; refused or expired, the dialog closes and the cart stays for another method.
   * While the cashier's own check runs, that check decides.
   */
  function gatewayNow(now: PaymentNow): void {
    if (checkout.step !== 'awaiting' || checkout.confirming || checkout.payment._id !== now.payment._id)
      return;
    if (now.payment.status === 'COMPLETED') endSale(checkout.offline, checkout.order, now.payment);
    else if (now.payment.status === 'FAILED') {
      setError(dashboardMessages.get().gatewayPaymentFailed);
      setCheckout({ step: 'idle' });
    }
  }

  /** A card payment finished on the provider's page: the sale is over here. */
  function finishExternal(): void {
    if (checkout.step === 'awaiting') endSale(checkout.offline, checkout.order, checkout.payment);
  }

  /** Back to the cart; the order is kept and reused if the same cart is paid again. */
  function cancel(): void {
    setError(null);
    setCheckout({ step: 'idle' });
  }

  const awaitingGateway = checkout.step === 'awaiting' && checkout.payment.gateway ? checkout.payment : null;
  useGatewayPaymentWatch(slug, awaitingGateway, gatewayNow);

  return { checkout, error, banner, lastSale, pay, payCash, confirm, finishExternal, cancel };
}
