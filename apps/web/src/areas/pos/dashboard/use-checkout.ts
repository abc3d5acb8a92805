import type { PosMenu } from '@meja/shared/contracts/pos';
import { DISCOUNT_PIN_LENGTH } from '@meja/shared/discounts';
import {
  canPay,
  discountNeedsPin,
  posCartTotals,
  saleDiscounts,
  type CartDiscount,
  type PosCartLine,
} from '@meja/shared/pos-cart';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { isSoldOutRefusal } from '@meja/shared/sold-out';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import type { PosCartStore } from '../cart-store';
import { reusableOrder, type PendingCheckout } from '../checkout-order';
import { goesThroughGateway } from '../gateway-methods';
import {
  assertDiscountApprovable,
  assertGatewayReachable,
  confirmPayment,
  createPayIntent,
  createPosOrder,
  type PaymentNow,
  type SaleGiver,
} from '../offline/pos-writes';
import { DISCOUNT_PIN_REQUIRED_CODE } from '../offline/offline-messages';
import type { PosOrderView, PosPaymentView } from '../offline/pos-views';
import { posErrorText } from '../pos-errors';
import { posKeys } from '../pos-query-keys';
import { dashboardMessages } from './dashboard-messages';
import { discountMessages } from './discount-messages';
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

/** The discounts of a cart as the server weighs them: which lines, their amounts and the discounts. */
function discountSignature(lines: readonly PosCartLine[], billDiscount: CartDiscount | null): string {
  return JSON.stringify([lines.map((line) => line.price * line.qty), saleDiscounts(lines, billDiscount)]);
}

/**
 * Paying the cart: the order, then the payment intent. CASH asks for the cash received first and
 * ends the sale at once; QRIS and CARD wait for the cashier's confirmation, or, through the
 * restaurant's gateway, for the gateway (`gatewayNow`; refused at once while it cannot be reached). The ended sale empties
 * the cart, shows the banner and keeps the sale for its receipt. A refusal for want of an open
 * shift (the shift was closed elsewhere) calls `onShiftRequired`, so the screen offers to open one.
 *
 * Issue 20: the cart's discounts go with the order. A cashier's above the restaurant's limit (or
 * those the server asked a PIN for) need an admin's PIN, typed into `pin`, and the network: offline
 * the sale is refused before anything is made. The PIN is forgotten once the sale ends.
 */
export function useCheckout(
  slug: string,
  cart: PosCartStore,
  menu: PosMenu | undefined,
  giver: SaleGiver,
  onShiftRequired: () => void,
  /** The sale ended (issue 21: its receipt may print and the cash drawer open, never holding it up). */
  onSaleEnded?: (sale: CompletedSale) => void,
) {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<CheckoutStep>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<SaleBanner | null>(null);
  const [lastSale, setLastSale] = useState<CompletedSale | null>(null);
  const pending = useRef<PendingCheckout<MadeOrder> | null>(null);
  const [pin, setPin] = useState('');
  /** The cart's discounts the server asked a PIN for (its limit may be lower than the cached menu's). */
  const [pinAskedFor, setPinAskedFor] = useState<string | null>(null);

  /** Whether the cart's discounts need an admin's PIN. */
  function needsPin(lines: readonly PosCartLine[], billDiscount: CartDiscount | null): boolean {
    if (!menu || saleDiscounts(lines, billDiscount).length === 0) return false;
    if (pinAskedFor === discountSignature(lines, billDiscount)) return true;
    const totals = posCartTotals(lines, menu, billDiscount);
    return discountNeedsPin(giver.role, totals, menu.discountLimitPercent);
  }

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  function endSale(offline: boolean, order: PosOrderView, payment: PosPaymentView): void {
    cart.clear();
    pending.current = null;
    setPin('');
    setPinAskedFor(null);
    // A 'not paid yet' from an earlier check no longer holds once the sale has ended.
    setError(null);
    setCheckout({ step: 'idle' });
    const id = Date.now();
    const sale = { id, order, payment, offline };
    setBanner({ id, offline });
    setLastSale(sale);
    onSaleEnded?.(sale);
    void queryClient.invalidateQueries({ queryKey: ['pos', slug, 'transactions'] });
    void queryClient.invalidateQueries({ queryKey: posKeys.localSales(slug) });
  }

  function failed(cause: unknown): void {
    setError(posErrorText(cause, dashboardMessages.get().orderFailed));
    if (cause instanceof ApiError && cause.code === 'SHIFT_REQUIRED') onShiftRequired();
    if (cause instanceof ApiError && cause.code === DISCOUNT_PIN_REQUIRED_CODE) {
      // The field shows for these discounts; the menu is read again for the restaurant's limit now.
      setPinAskedFor(discountSignature(cart.getLines(), cart.getBillDiscount()));
      void queryClient.invalidateQueries({ queryKey: posKeys.menu(slug) });
    }
    if (cause instanceof ApiError && cause.code === 'DISCOUNT_PIN_WRONG') setPin('');
    // A dish ran out since the menu was loaded: fetch it again so its tile greys out.
    if (isSoldOutRefusal(cause)) void queryClient.invalidateQueries({ queryKey: posKeys.menu(slug) });
  }

  /** The order (made once per cart) and its payment intent. */
  async function charge(method: PaymentMethod, cashReceived?: number) {
    if (!menu) throw new Error('menu not loaded');
    const lines = cart.getLines();
    const place = cart.getPlace();
    const billDiscount = cart.getBillDiscount();
    let made = reusableOrder(pending.current, lines, place, billDiscount);
    if (!made) {
      const approval = needsPin(lines, billDiscount) ? { discountPin: pin } : {};
      made = await createPosOrder(slug, { lines, place, billDiscount }, menu, { giver, ...approval });
      pending.current = { order: made, lines, place, billDiscount };
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

  /**
   * A sale whose discounts need the admin's PIN is refused before anything else happens while the
   * PIN is not typed or cannot be checked (offline); null when the sale may go on.
   */
  async function approvalProblem(): Promise<string | null> {
    const lines = cart.getLines();
    const billDiscount = cart.getBillDiscount();
    if (!menu || reusableOrder(pending.current, lines, cart.getPlace(), billDiscount)) return null;
    if (!needsPin(lines, billDiscount)) return null;
    try {
      await assertDiscountApprovable(slug, menu.discountLimitPercent);
    } catch (cause) {
      return posErrorText(cause, dashboardMessages.get().orderFailed);
    }
    const t = discountMessages.get();
    if (pin === '') return t.pinRequired({ limit: String(menu.discountLimitPercent) });
    return pin.length === DISCOUNT_PIN_LENGTH ? null : t.pinFormat;
  }

  /** Cash opens the cash dialog; QRIS and card go straight to their intent. */
  async function pay(method: PaymentMethod): Promise<void> {
    if (!menu || checkout.step !== 'idle' || !canPay(cart.getLines(), cart.getBillDiscount())) return;
    setError(null);
    setLastSale(null);
    const refused = await approvalProblem();
    if (refused) {
      setError(refused);
      return;
    }
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

  return {
    checkout,
    error,
    banner,
    lastSale,
    pay,
    payCash,
    confirm,
    finishExternal,
    cancel,
    /** Issue 20: the admin's PIN as typed, and whether the cart's discounts need it. */
    pin,
    setPin,
    needsPin,
  };
}
