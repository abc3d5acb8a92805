import type { BillSplit } from '@meja/shared/contracts/bill-split';
import { formatRupiah } from '@meja/shared/money';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { useId, useState } from 'react';
import { Button } from '../../../components/button/button';
import { StatusBadge } from '../../../components/status-badge';
import type { Receipt } from '../../../components/receipt/receipt-model';
import { MethodSelect } from './method-select';
import { PrintReceiptButton } from './print-receipt-button';
import { useMessages } from '../../../i18n/use-messages';
import { splitBillMessages } from './split-bill-messages';

type SplitPart = BillSplit['parts'][number];

interface SplitPartRowProps {
  part: SplitPart;
  table: string;
  busy: boolean;
  /** The change given when it was paid in cash, if known. */
  change: number | null;
  onPay: (method: PaymentMethod) => void;
  /** Paid: its receipt, printed by 'Cetak struk' (issue 21). */
  receipt?: () => Receipt | null;
}

/** One part of an open split: its amount and dishes, and 'Lunas' or the method and 'Bayar bagian N'. */
export function SplitPartRow({ part, table, busy, change, onPay, receipt }: SplitPartRowProps) {
  const t = useMessages(splitBillMessages);
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const selectId = useId();
  const payment = part.payment;
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:gap-4 ${payment ? 'border-green-200 bg-green-50/60' : 'border-stone-300 bg-white'}`}
      data-split-part={part.part}
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-stone-900">{t.bagian({ part: part.part })}</span>
          <span className="font-bold tabular-nums text-stone-900" data-part-amount>
            {formatRupiah(part.amount)}
          </span>
        </p>
        {part.items.length > 0 ? (
          <ul className="mt-1 text-sm text-stone-700">
            {part.items.map((item) => (
              <li key={`${item.orderId}:${item.line}`}>
                {item.name} <span className="tabular-nums">× {item.qty}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {payment ? (
        <div className="flex flex-wrap items-center gap-2 sm:w-72 sm:shrink-0 sm:justify-end">
          <p className="sm:text-right" data-part-paid>
            <StatusBadge tone="done" wrap>
              {t.lunas({ method: payment.method })}
              {change !== null ? t.kembalian({ change: formatRupiah(change) }) : null}
            </StatusBadge>
          </p>
          {receipt ? (
            <PrintReceiptButton
              receipt={receipt}
              context={`${t.bagian({ part: part.part })}, ${t.meja({ table })}`}
            />
          ) : null}
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,7rem)_1fr] items-end gap-2 sm:w-72 sm:shrink-0 sm:grid-cols-[7rem_1fr]">
          <label htmlFor={selectId} className="flex flex-col text-xs font-medium text-stone-700">
            <span aria-hidden="true">{t.metode}</span>
            <span className="sr-only">{t.metodeBagian({ part: part.part })}</span>
            <MethodSelect
              id={selectId}
              value={method}
              disabled={busy}
              onChange={setMethod}
              className="mt-0.5 min-h-11 rounded-lg border border-stone-500 bg-white px-2 text-base text-stone-900"
            />
          </label>
          <Button
            variant="primary"
            className="whitespace-nowrap"
            disabled={busy}
            onClick={() => onPay(method)}
            context={t.meja({ table })}
          >
            {t.bayarBagian({ part: part.part })}
          </Button>
        </div>
      )}
    </li>
  );
}
