import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { receiptMessages } from '../../../components/receipt/receipt-messages';
import { receiptChargeLines } from '../../../components/receipt/receipt-model';
import { useMessages } from '../../../i18n/use-messages';
import { discountTargetLabel, discountValueLabel } from './discount-labels';
import type { DiscountPreview } from './discount-draft';
import { discountMessages } from './discount-messages';

/**
 * The order as it would be charged: the dishes, each discount, the service charge and tax on what
 * is left, and the new total; or why the discounts do not fit (the shared rules' refusal).
 */
export function DiscountPreviewRows({ order, preview }: { order: Order; preview: DiscountPreview }) {
  const t = useMessages(discountMessages);
  const chargeTexts = useMessages(receiptMessages);
  if (!preview.ok) {
    return (
      <p role="alert" className="mt-2 text-sm font-semibold text-red-800" data-discount-problem>
        {t[preview.problem.kind]}
      </p>
    );
  }
  const { charges } = preview;
  const chargeRows = receiptChargeLines(
    {
      serviceCharge: charges.serviceCharge,
      tax: charges.tax,
      serviceChargePercent: order.serviceChargePercent,
      taxPercent: order.taxPercent,
      taxType: order.taxType,
    },
    chargeTexts,
  );
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm text-stone-800">
      <dt>{t.subtotal}</dt>
      <dd className="text-right tabular-nums">{formatRupiah(charges.subtotal)}</dd>
      {preview.discounts.map((discount) => (
        <div key={discount.line ?? 'bill'} className="contents text-green-800">
          <dt className="break-words">
            {t.discountRow({
              target: discountTargetLabel(t, order, discount.line),
              value: discountValueLabel(t, discount),
            })}
          </dt>
          <dd className="text-right tabular-nums">{t.minus({ amount: formatRupiah(discount.amount) })}</dd>
        </div>
      ))}
      {chargeRows.map((row) => (
        <div key={row.label} className="contents">
          <dt>{row.label}</dt>
          <dd className="text-right tabular-nums">{formatRupiah(row.amount)}</dd>
        </div>
      ))}
      <div className="col-span-2 grid grid-cols-subgrid border-t border-stone-200 pt-1 font-bold text-stone-900">
        <dt>{t.newTotal}</dt>
        <dd className="text-right tabular-nums" data-discount-new-total>
          {formatRupiah(charges.total)}
        </dd>
      </div>
    </dl>
  );
}
