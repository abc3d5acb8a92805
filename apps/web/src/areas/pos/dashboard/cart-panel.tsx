import { lineKey } from '@meja/shared/line-notes';
import { NO_CHARGE_SETTINGS } from '@meja/shared/charges';
import type { PosMenu } from '@meja/shared/contracts/pos';
import { DEFAULT_DISCOUNT_LIMIT_PERCENT } from '@meja/shared/discounts';
import { canPay, cartItemCount, posCartTotals, type PosCartLine } from '@meja/shared/pos-cart';
import { useEffect, useState } from 'react';
import { CashPaymentDialog } from '../../../components/cash-payment-dialog';
import { ErrorMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import type { PosCartStore } from '../cart-store';
import type { SaleGiver } from '../offline/pos-writes';
import { useOnlineStatus } from '../use-online-status';
import { CartDiscountDialog, type DiscountTarget } from './cart-discount-dialog';
import { BillDiscountRow, DroppedDiscounts } from './cart-discounts';
import { CartLineRow } from './cart-line-row';
import { CartTotals } from './cart-totals';
import { dashboardMessages } from './dashboard-messages';
import { DiscountPinField } from './discount-pin-field';
import { BillPrint } from '../print/bill-print';
import { useSalePrinting } from '../print/use-sale-printing';
import { LastSaleReceipt } from './last-sale-receipt';
import { OrderPlaceField } from './order-place-field';
import { PayButtons } from './pay-buttons';
import { PaymentDialog } from './payment-dialog';
import { preloadQrCode } from './qris-code';
import { SaleBanner } from './sale-banner';
import { useCartBillDiscount, useCartDropped, useCartLines } from './use-cart-lines';
import { useCheckout } from './use-checkout';

interface CartPanelProps {
  slug: string;
  cart: PosCartStore;
  menu: PosMenu | undefined;
  /** For the receipt: the menu's copy, else the session's name. */
  restaurant: { name: string; address: string };
  /** Who sells (issue 20): a cashier's discounts above the restaurant's limit need an admin's PIN. */
  giver: SaleGiver;
  /** False without an open shift (issue 12): the pay buttons wait. */
  canSell: boolean;
  onShiftRequired: () => void;
}

/**
 * SPEC §2 POS cart: lines with − / +, their discounts and the bill's (issue 20), subtotal, discount,
 * PPN, total, the admin's PIN when the discounts need it, pay buttons and what follows a payment.
 */
export function CartPanel(props: CartPanelProps) {
  const { slug, cart, menu, restaurant, giver, canSell, onShiftRequired } = props;
  const t = useMessages(dashboardMessages);
  const lines = useCartLines(cart);
  const billDiscount = useCartBillDiscount(cart);
  const dropped = useCartDropped(cart);
  const online = useOnlineStatus();
  const settings = menu ?? NO_CHARGE_SETTINGS;
  const totals = posCartTotals(lines, settings, billDiscount);
  const printing = useSalePrinting(restaurant);
  const sale = useCheckout(slug, cart, menu, giver, onShiftRequired, printing.saleEnded);
  const { checkout } = sale;
  const busy = checkout.step !== 'idle';
  const showError = sale.error && checkout.step !== 'awaiting' && checkout.step !== 'cash';
  const [editing, setEditing] = useState<DiscountTarget | null>(null);
  const limitPercent = menu?.discountLimitPercent ?? DEFAULT_DISCOUNT_LIMIT_PERCENT;
  const pinNeeded = lines.length > 0 && sale.needsPin(lines, billDiscount);
  const amountOfLine = (index: number) =>
    totals.discounts.find((discount) => discount.line === index)?.amount ?? null;
  const editLine = (line: PosCartLine) => setEditing({ kind: 'line', key: lineKey(line) });
  const pinField = (
    <DiscountPinField
      limitPercent={limitPercent}
      value={sale.pin}
      onChange={sale.setPin}
      online={online}
      disabled={checkout.step === 'cash' && checkout.working}
    />
  );

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
          {lines.map((line, index) => (
            <CartLineRow
              key={lineKey(line)}
              line={line}
              onChange={cart.changeQty}
              onNote={cart.setNote}
              onDiscount={editLine}
              discountAmount={amountOfLine(index)}
              disabled={busy}
            />
          ))}
        </ul>
      )}
      {lines.length > 0 ? (
        <BillDiscountRow
          discount={billDiscount}
          amount={totals.discounts.find((discount) => discount.line === null)?.amount ?? null}
          disabled={busy}
          onEdit={() => setEditing({ kind: 'bill' })}
        />
      ) : null}
      <DroppedDiscounts dropped={dropped} />
      <CartTotals totals={totals} settings={settings} />
      {pinNeeded && checkout.step !== 'cash' ? pinField : null}
      <PayButtons
        disabled={!menu || !canPay(lines, billDiscount) || !canSell}
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
        <LastSaleReceipt
          key={sale.lastSale.id}
          sale={sale.lastSale}
          restaurant={restaurant}
          printer={printing.printer}
          drawerFailed={printing.drawerFailedFor === sale.lastSale.payment._id}
        />
      ) : null}
      {checkout.step === 'cash' ? (
        <CashPaymentDialog
          title={t.cashTitle}
          confirmLabel={t.cashConfirm}
          required
          total={totals.total}
          working={checkout.working}
          error={sale.error}
          note={pinNeeded ? pinField : undefined}
          onPay={(cashReceived) => {
            if (cashReceived !== null) void sale.payCash(cashReceived);
          }}
          onCancel={sale.cancel}
        />
      ) : null}
      {checkout.step === 'awaiting' ? (
        <PaymentDialog
          payment={checkout.payment}
          bill={<BillPrint order={checkout.order} payment={checkout.payment} restaurant={restaurant} />}
          offline={checkout.offline}
          confirming={checkout.confirming}
          error={sale.error}
          onConfirm={() => void sale.confirm()}
          onFinishExternal={sale.finishExternal}
          onCancel={sale.cancel}
        />
      ) : null}
      {editing ? (
        <CartDiscountDialog
          target={editing}
          cart={cart}
          settings={settings}
          giver={giver}
          limitPercent={limitPercent}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <SaleBanner banner={sale.banner} />
    </section>
  );
}
