import type { BillSplit } from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { cancelBillSplit, payBillSplitPart } from '../../../api/bill-split-api';
import { CashPaymentDialog } from '../../../components/cash-payment-dialog';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { counterPrintingMessages, splitPartReceiptOf, useCashDrawer } from './counter-printing';
import { PrintReceiptButton } from './print-receipt-button';
import { splitBillMessages } from './split-bill-messages';
import { SplitCard } from './split-card';
import { splitOpen, useSplitCache } from './use-split-cache';

interface OpenSplitsProps {
  tenantSlug: string;
  /** The day's orders: a paid part's receipt names their dishes (issue 21). */
  orders: readonly Order[];
  splits: readonly BillSplit[];
  error: Error | null;
  onRetry: () => void;
  /** A part was paid or a split cancelled: notices elsewhere about the split are out of date. */
  onChanged: () => void;
}

interface PartPay {
  split: BillSplit;
  part: number;
  method: PaymentMethod;
  cashReceived: number | null;
}

type Notice = { tone: 'success' | 'error'; text: string };

/** 'Tagihan dibagi' (issue 20): the bills being paid in parts, each part paid on its own. */
export function OpenSplits({ tenantSlug, orders, splits, error, onRetry, onChanged }: OpenSplitsProps) {
  const t = useMessages(splitBillMessages);
  const printingTexts = useMessages(counterPrintingMessages);
  const drawer = useCashDrawer();
  const { tenant } = useAdminArea();
  const restaurant = { name: tenant.name, address: tenant.address };
  // The part just paid, with its split and orders as the payment left them: its receipt (issue 21)
  // once the last part closed the split (an open split's paid parts have their own button).
  const [lastPaid, setLastPaid] = useState<{ split: BillSplit; part: number; orders: Order[] } | null>(null);
  const cache = useSplitCache(tenantSlug);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [cashFor, setCashFor] = useState<{ split: BillSplit; part: number } | null>(null);

  const pay = useMutation({
    mutationFn: (input: PartPay) => {
      const amount = input.split.parts.find((part) => part.part === input.part)?.amount ?? 0;
      return payBillSplitPart(tenantSlug, input.split._id, input.part, {
        method: input.method,
        amount,
        ...(input.cashReceived !== null && { cashReceived: input.cashReceived }),
      });
    },
    onSuccess: (result, input) => {
      onChanged();
      setCashFor(null);
      // Issue 21: the cash drawer opens; a printer problem never fails the payment.
      if (input.method === 'CASH') drawer.open();
      setLastPaid({ split: result.split, part: input.part, orders: result.orders });
      cache.put(result.split, result.orders);
      const paid = result.split.parts.find((part) => part.part === input.part);
      // The server keeps what the guest handed over for the part, and its change.
      const change = paid?.payment?.change ?? null;
      const text =
        t.bagianDibayar({
          part: input.part,
          table: result.split.table,
          amount: formatRupiah(paid?.amount ?? 0),
          method: input.method,
          change: change === null ? '' : t.kembalianNotice({ change: formatRupiah(change) }),
        }) + (splitOpen(result.split) ? '' : t.lunasSemua({ table: result.split.table }));
      setNotice({ tone: 'success', text });
    },
    onError: (failure, input) => {
      // A cash payment keeps its dialog open with the refusal; any other shows it under the cards.
      if (input.method !== 'CASH') setNotice({ tone: 'error', text: messageOf(failure, t.gagalMembayar) });
      cache.refresh();
    },
  });

  const cancel = useMutation({
    mutationFn: (split: BillSplit) => cancelBillSplit(tenantSlug, split._id),
    onSuccess: (_, split) => {
      onChanged();
      cache.drop(split._id);
      setLastPaid(null);
      setNotice({ tone: 'success', text: t.dibatalkan({ table: split.table }) });
    },
    onError: (failure) => {
      setNotice({ tone: 'error', text: messageOf(failure, t.gagalMembatalkan) });
      cache.refresh();
    },
  });

  function startPay(split: BillSplit, part: number, method: PaymentMethod): void {
    setNotice(null);
    setLastPaid(null);
    pay.reset();
    if (method === 'CASH') {
      setCashFor({ split, part });
      return;
    }
    const amount = split.parts.find((entry) => entry.part === part)?.amount ?? 0;
    if (!window.confirm(t.confirmPart({ method, part, amount: formatRupiah(amount) }))) return;
    pay.mutate({ split, part, method, cashReceived: null });
  }

  function startCancel(split: BillSplit): void {
    setNotice(null);
    setLastPaid(null);
    if (!window.confirm(t.confirmCancel({ table: split.table }))) return;
    cancel.mutate(split);
  }

  if (splits.length === 0 && notice === null && error === null) return null;
  const busy = pay.isPending || cancel.isPending;
  const cashPart = cashFor?.split.parts.find((part) => part.part === cashFor.part);

  return (
    <section aria-labelledby="open-splits-title" className="space-y-3" data-open-splits>
      <div>
        <h3 id="open-splits-title" className="text-lg font-bold text-stone-900">
          {t.tagihanDibagi}
        </h3>
        {splits.length > 0 ? <p className="text-sm text-stone-700">{t.tagihanDibagiHint}</p> : null}
      </div>
      {error && splits.length === 0 ? (
        <QueryError error={error} onRetry={onRetry} fallback={t.gagalMemuat} />
      ) : null}
      {notice ? (
        notice.tone === 'error' ? (
          <ErrorMessage>{notice.text}</ErrorMessage>
        ) : (
          <SuccessMessage>{notice.text}</SuccessMessage>
        )
      ) : null}
      {notice?.tone === 'success' && lastPaid && !splitOpen(lastPaid.split) ? (
        <PrintReceiptButton
          label={printingTexts.printPart({ part: lastPaid.part })}
          context={t.meja({ table: lastPaid.split.table })}
          receipt={() =>
            splitPartReceiptOf(lastPaid.split, lastPaid.part, lastPaid.orders, restaurant, new Date())
          }
        />
      ) : null}
      {drawer.failed ? <ErrorMessage>{printingTexts.drawerFailed}</ErrorMessage> : null}
      {splits.length > 0 ? (
        <div className="space-y-3">
          {splits.map((split) => (
            <SplitCard
              key={split._id}
              split={split}
              busy={busy}
              onPay={(part, method) => startPay(split, part, method)}
              receiptOf={(part) => () => splitPartReceiptOf(split, part, orders, restaurant, new Date())}
              onCancel={() => startCancel(split)}
            />
          ))}
        </div>
      ) : null}
      {cashFor && cashPart ? (
        <CashPaymentDialog
          title={t.cashTitle({ part: cashFor.part })}
          confirmLabel={t.bayarBagian({ part: cashFor.part })}
          required={false}
          total={cashPart.amount}
          working={pay.isPending}
          error={pay.error ? messageOf(pay.error, t.gagalMembayar) : null}
          note={t.cashNote}
          onPay={(cashReceived) =>
            pay.mutate({ split: cashFor.split, part: cashFor.part, method: 'CASH', cashReceived })
          }
          onCancel={() => setCashFor(null)}
        />
      ) : null}
    </section>
  );
}
