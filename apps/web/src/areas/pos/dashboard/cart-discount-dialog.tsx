import type { ChargeSettings } from '@meja/shared/charges';
import { lineKey } from '@meja/shared/line-notes';
import { formatRupiah } from '@meja/shared/money';
import {
  discountNeedsPin,
  fitDiscounts,
  posCartTotals,
  setCartLineDiscount,
  type CartDiscount,
} from '@meja/shared/pos-cart';
import { useMessages } from '../../../i18n/use-messages';
import type { PosCartStore } from '../cart-store';
import type { SaleGiver } from '../offline/pos-writes';
import { DiscountDialog } from './discount-dialog';
import { discountMessages } from './discount-messages';
import { useCartBillDiscount, useCartLines } from './use-cart-lines';

/** What a discount dialog is for: a cart line (by its lineKey), or the whole bill. */
export type DiscountTarget = { kind: 'line'; key: string } | { kind: 'bill' };

interface CartDiscountDialogProps {
  target: DiscountTarget;
  cart: PosCartStore;
  settings: ChargeSettings;
  giver: SaleGiver;
  limitPercent: number;
  onClose: () => void;
}

/**
 * The 'Diskon' dialog for a line of the cart or for the bill (issue 20): its base is the line's
 * amount, or what the lines' own discounts leave of the bill; it says when the cart with it would
 * need an admin's PIN. Saved or removed, it goes into the cart store.
 */
export function CartDiscountDialog({
  target,
  cart,
  settings,
  giver,
  limitPercent,
  onClose,
}: CartDiscountDialogProps) {
  const t = useMessages(discountMessages);
  const lines = useCartLines(cart);
  const billDiscount = useCartBillDiscount(cart);
  const line =
    target.kind === 'line' ? lines.find((candidate) => lineKey(candidate) === target.key) : undefined;
  // The line went (its last one taken away) while the dialog was open: nothing left to discount.
  if (target.kind === 'line' && !line) return null;

  const totals = posCartTotals(lines, settings, billDiscount);
  const lineDiscounts = totals.discounts
    .filter((discount) => discount.line !== null)
    .reduce((sum, discount) => sum + discount.amount, 0);
  const base = line ? line.price * line.qty : totals.subtotal - lineDiscounts;
  const current = line ? (line.discount ?? null) : billDiscount;

  const cartWith = (discount: CartDiscount | null) =>
    line && target.kind === 'line'
      ? fitDiscounts(setCartLineDiscount(lines, target.key, discount), billDiscount)
      : fitDiscounts(lines, discount);
  const needsPinWith = (discount: CartDiscount) => {
    const next = cartWith(discount);
    return discountNeedsPin(giver.role, posCartTotals(next.lines, settings, next.billDiscount), limitPercent);
  };
  const save = (discount: CartDiscount | null) => {
    if (target.kind === 'line') cart.setLineDiscount(target.key, discount);
    else cart.setBillDiscount(discount);
    onClose();
  };

  return (
    <DiscountDialog
      title={line ? t.lineTitle({ name: line.name }) : t.billTitle}
      base={base}
      baseLabel={
        line ? t.lineBase({ amount: formatRupiah(base) }) : t.billBase({ amount: formatRupiah(base) })
      }
      current={current}
      needsPinWith={needsPinWith}
      limitPercent={limitPercent}
      onSave={save}
      onRemove={() => save(null)}
      onClose={onClose}
    />
  );
}
