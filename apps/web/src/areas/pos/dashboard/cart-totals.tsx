import type { ChargeSettings } from '@meja/shared/charges';
import { formatRupiah } from '@meja/shared/money';
import type { PosCartTotals } from '@meja/shared/pos-cart';
import { receiptMessages } from '../../../components/receipt/receipt-messages';
import { chargeLines } from '../../../lib/charge-lines';
import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';
import { discountMessages } from './discount-messages';

interface CartTotalsProps {
  totals: PosCartTotals;
  settings: ChargeSettings;
}

/**
 * Subtotal, the discounts together (issue 20, when there are any), the service charge (when there is
 * one), 'PPN {p}%' and the total, by the tenant's charges on the dishes less the discounts.
 */
export function CartTotals({ totals, settings }: CartTotalsProps) {
  const t = useMessages(dashboardMessages);
  const d = useMessages(discountMessages);
  const receipt = useMessages(receiptMessages);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm text-stone-800">
      <dt>{t.subtotal}</dt>
      <dd className="text-right tabular-nums">{formatRupiah(totals.subtotal)}</dd>
      {totals.discount > 0 ? (
        <>
          <dt className="font-semibold text-emerald-800">{d.total}</dt>
          <dd
            className="text-right font-semibold tabular-nums text-emerald-800"
            data-cart-discount={totals.discount}
          >
            {d.amountOff({ amount: formatRupiah(totals.discount) })}
          </dd>
        </>
      ) : null}
      {chargeLines(receipt, settings, totals).map((line) => (
        <ChargeRow key={line.kind} label={line.label} amount={line.amount} />
      ))}
      <dt className="pt-1 text-lg font-bold text-stone-900">{t.total}</dt>
      <dd
        className="pt-1 text-right text-lg font-bold tabular-nums text-stone-900"
        data-cart-total
        data-amount={totals.total}
      >
        {formatRupiah(totals.total)}
      </dd>
    </dl>
  );
}

function ChargeRow({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{formatRupiah(amount)}</dd>
    </>
  );
}
