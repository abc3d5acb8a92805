import { lineKey } from '@meja/shared/line-notes';
import { NO_CHARGE_SETTINGS } from '@meja/shared/charges';
import type { PosMenu } from '@meja/shared/contracts/pos';
import { canPay, cartItemCount, posCartTotals } from '@meja/shared/pos-cart';
import { useEffect } from 'react';
import { CashPaymentDialog } from '../../../components/cash-payment-dialog';
import { ErrorMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import type { PosCartStore } from '../cart-store';
import { CartLineRow } from './cart-line-row';
import { CartTotals } from './cart-totals';
import { dashboardMessages } from './dashboard-messages';
import { LastSaleReceipt } from './last-sale-receipt';
import { OrderPlaceField } from './order-place-field';
import { PayButtons } from './pay-buttons';
import { PaymentDialog } from './payment-dialog';
import { preloadQrCode } from './qris-code';
import { SaleBanner } from './sale-banner';
import { useCartLines } from './use-cart-lines';
import { useCheckout } from './use-checkout';

interface CartPanelProps {
  slug: string;
  cart: PosCartStore;
  menu: PosMenu | undefined;
  /** For the receipt: the menu's copy, else the session's name. */
  restaurant: { name: string; address: string };
  /** False without an open shift (issue 12): the pay buttons wait. */
  canSell: boolean;
  onShiftRequired: () => void;
}

/** SPEC §2 POS cart: lines with − / +, subtotal, PPN, total, pay buttons and what follows a payment. */
export function CartPanel({ slug, cart, menu, restaurant, canSell, onShiftRequired }: CartPanelProps) {
  const t = useMessages(dashboardMessages);
  const lines = useCartLines(cart);
  const settings = menu ?? NO_CHARGE_SETTINGS;
  const totals = posCartTotals(lines, settings);
  const sale = useCheckout(slug, cart, menu, onShiftRequired);
  const { checkout } = sale;
  const busy = checkout.step !== 'idle';
  const showError = sale.error && checkout.step !== 'awaiting' && checkout.step !== 'cash';

  useEffect(() => {
    const timer = window.setTimeout(preloadQrCode, 1500);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <section
      id="pos-cart"
      aria-labelledby="pos-cart-title"
      className="scroll-mt-24 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2
        id="pos-cart-title"
        className="flex items-baseline justify-between text-lg font-bold text-stone-900"
      >
        {t.cart}
        <span className="text-sm font-medium text-stone-600" data-cart-count>
          {t.items(cartItemCount(lines))}
        </span>
      </h2>
      <OrderPlaceField cart={cart} disabled={busy} />
      {lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-6 text-center text-sm text-stone-700">
          {t.cartEmpty}
        </p>
      ) : (
        <ul className="max-h-[45dvh] divide-y divide-stone-100 overflow-y-auto lg:max-h-[calc(100dvh-26rem)]">
          {lines.map((line) => (
            <CartLineRow
              key={lineKey(line)}
              line={line}
              onChange={cart.changeQty}
              onNote={cart.setNote}
              disabled={busy}
            />
          ))}
        </ul>
      )}
      <CartTotals totals={totals} settings={settings} />
      <PayButtons
        disabled={!menu || !canPay(lines) || !canSell}
        busy={busy}
        working={
          checkout.step === 'working'
            ? checkout.method
            : checkout.step === 'cash' && checkout.working
              ? 'CASH'
              : null
        }
        onPay={(method) => void sale.pay(method)}
      />
      {!canSell ? <p className="text-sm font-medium text-amber-900">{t.payNeedsShift}</p> : null}
      {showError ? <ErrorMessage>{sale.error}</ErrorMessage> : null}
      {sale.lastSale && lines.length === 0 ? (
        <LastSaleReceipt key={sale.lastSale.id} sale={sale.lastSale} restaurant={restaurant} />
      ) : null}
      {checkout.step === 'cash' ? (
        <CashPaymentDialog
          title={t.cashTitle}
          confirmLabel={t.cashConfirm}
          required
          total={totals.total}
          working={checkout.working}
          error={sale.error}
          onPay={(cashReceived) => {
            if (cashReceived !== null) void sale.payCash(cashReceived);
          }}
          onCancel={sale.cancel}
        />
      ) : null}
      {checkout.step === 'awaiting' ? (
        <PaymentDialog
          payment={checkout.payment}
          offline={checkout.offline}
          confirming={checkout.confirming}
          error={sale.error}
          onConfirm={() => void sale.confirm()}
          onFinishExternal={sale.finishExternal}
          onCancel={sale.cancel}
        />
      ) : null}
      <SaleBanner banner={sale.banner} />
    </section>
  );
}
