import { formatRupiah } from '@meja/shared/money';
import type { PosCartTotals } from '@meja/shared/pos-cart';
import { receiptMessages, taxLabelIn } from '../../../components/receipt/receipt-messages';
import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';

interface CartTotalsProps {
  totals: PosCartTotals;
  taxPercent: number;
}

/** Subtotal, 'PPN {p}%' and the total, by the tenant's tax rule. */
export function CartTotals({ totals, taxPercent }: CartTotalsProps) {
  const t = useMessages(dashboardMessages);
  const receipt = useMessages(receiptMessages);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm text-stone-800">
      <dt>{t.subtotal}</dt>
      <dd className="text-right tabular-nums">{formatRupiah(totals.subtotal)}</dd>
      <dt>{taxLabelIn(receipt, taxPercent)}</dt>
      <dd className="text-right tabular-nums">{formatRupiah(totals.tax)}</dd>
      <dt className="pt-1 text-lg font-bold text-stone-900">{t.total}</dt>
      <dd className="pt-1 text-right text-lg font-bold tabular-nums text-stone-900" data-cart-total>
        {formatRupiah(totals.total)}
      </dd>
    </dl>
  );
}
