import type { BillSplit } from '@meja/shared/contracts/bill-split';
import { formatRupiah } from '@meja/shared/money';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { useId } from 'react';
import type { Receipt } from '../../../components/receipt/receipt-model';
import { Button } from '../../../components/button/button';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';
import { splitBillMessages } from './split-bill-messages';
import { SplitPartRow } from './split-part-row';

interface SplitCardProps {
  split: BillSplit;
  /** A payment or cancel of this split is on its way. */
  busy: boolean;
  onPay: (part: number, method: PaymentMethod) => void;
  onCancel: () => void;
  /** A paid part's receipt (issue 21), built when printed. */
  receiptOf?: (part: number) => () => Receipt | null;
}

/** An open split: its table, how much is paid, and each part with its pay control. */
export function SplitCard({ split, busy, onPay, onCancel, receiptOf }: SplitCardProps) {
  const t = useMessages(splitBillMessages);
  const titleId = useId();
  const anyPaid = split.parts.some((part) => part.payment !== null);
  const paidShare = split.total > 0 ? Math.min(100, Math.round((split.paid / split.total) * 100)) : 0;
  const parts = split.parts.length;
  return (
    <article
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border border-stone-200 bg-stone-50 p-3"
      data-split={split._id}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h4 id={titleId} className="text-lg font-bold text-stone-900">
            {t.meja({ table: split.table })}
          </h4>
          <p className="text-sm text-stone-700">
            {split.mode === 'EQUAL' ? t.modeEqual({ parts }) : t.modeItems({ parts })}
          </p>
          <p className="font-mono text-xs text-stone-600">
            {split.orderIds.map((id) => `#${shortId(id, 6)}`).join(' · ')}
          </p>
        </div>
        <p className="text-sm font-semibold tabular-nums text-stone-900" data-split-paid>
          {t.terbayar({ paid: formatRupiah(split.paid), total: formatRupiah(split.total) })}
        </p>
      </header>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-green-600" style={{ width: `${paidShare}%` }} />
      </div>
      <ol className="mt-3 space-y-2">
        {split.parts.map((part) => (
          <SplitPartRow
            key={part.part}
            part={part}
            table={split.table}
            busy={busy}
            change={part.payment?.change ?? null}
            onPay={(method) => onPay(part.part, method)}
            receipt={receiptOf?.(part.part)}
          />
        ))}
      </ol>
      {anyPaid ? null : (
        <div className="mt-3 flex justify-end">
          <Button
            variant="danger"
            disabled={busy}
            onClick={onCancel}
            context={t.meja({ table: split.table })}
          >
            {t.batalkanPembagian}
          </Button>
        </div>
      )}
    </article>
  );
}
