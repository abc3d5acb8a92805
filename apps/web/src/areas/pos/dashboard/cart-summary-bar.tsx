import type { ChargeSettings } from '@meja/shared/charges';
import { formatRupiah } from '@meja/shared/money';
import { cartItemCount, posCartTotals } from '@meja/shared/pos-cart';
import { useMessages } from '../../../i18n/use-messages';
import type { PosCartStore } from '../cart-store';
import { dashboardMessages } from './dashboard-messages';
import { useCartBillDiscount, useCartLines } from './use-cart-lines';

interface CartSummaryBarProps {
  cart: PosCartStore;
  settings: ChargeSettings;
}

/** Phones and narrow tablets: the cart's count and total stay in view, one tap from the cart. */
export function CartSummaryBar({ cart, settings }: CartSummaryBarProps) {
  const t = useMessages(dashboardMessages);
  const lines = useCartLines(cart);
  const billDiscount = useCartBillDiscount(cart);
  if (lines.length === 0) return null;
  const { total } = posCartTotals(lines, settings, billDiscount);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden">
      <a
        href="#pos-cart"
        className="mx-auto flex min-h-12 max-w-3xl items-center justify-between gap-3 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm"
      >
        <span className="whitespace-nowrap tabular-nums">
          {t.items(cartItemCount(lines))} · {formatRupiah(total)}
        </span>
        <span className="whitespace-nowrap">{t.viewCart}</span>
      </a>
    </div>
  );
}
