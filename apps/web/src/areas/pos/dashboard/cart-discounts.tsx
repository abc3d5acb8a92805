import { formatRupiah } from '@meja/shared/money';
import type { CartDiscount, DroppedDiscount } from '@meja/shared/pos-cart';
import { useMessages } from '../../../i18n/use-messages';
import { ruleText } from './discount-draft';
import { discountMessages } from './discount-messages';
import { discountChipClass, TagIcon } from './discount-tag';

interface BillDiscountRowProps {
  discount: CartDiscount | null;
  /** What it takes off now, or null without one. */
  amount: number | null;
  disabled: boolean;
  onEdit: () => void;
}

/** Issue 20: 'Diskon tagihan', or the bill's discount and what it takes off; a tap opens its dialog. */
export function BillDiscountRow({ discount, amount, disabled, onEdit }: BillDiscountRowProps) {
  const t = useMessages(discountMessages);
  return (
    <div className="flex items-center gap-2 border-t border-stone-100 pt-3">
      <button
        type="button"
        className={discountChipClass(discount !== null)}
        onClick={onEdit}
        disabled={disabled}
        data-bill-discount-button
      >
        <TagIcon />
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {discount ? t.billRule({ rule: ruleText(t, discount), reason: discount.reason }) : t.billButton}
        </span>
      </button>
      {discount && amount !== null ? (
        <span
          className="ml-auto shrink-0 text-sm font-semibold tabular-nums text-emerald-800"
          data-bill-discount={amount}
        >
          {t.amountOff({ amount: formatRupiah(amount) })}
        </span>
      ) : null}
    </div>
  );
}

/** What the last change of the cart took away (a fixed discount above what it came off), said once. */
export function DroppedDiscounts({ dropped }: { dropped: readonly DroppedDiscount[] }) {
  const t = useMessages(discountMessages);
  if (dropped.length === 0) return null;
  return (
    <div
      role="status"
      className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-discount-dropped
    >
      {dropped.map((item) => (
        <p key={item.line ? `line:${item.line.menuItemId}:${item.line.note ?? ''}` : 'bill'}>
          {item.line ? t.droppedLine({ name: item.line.name }) : t.droppedBill}
        </p>
      ))}
    </div>
  );
}
