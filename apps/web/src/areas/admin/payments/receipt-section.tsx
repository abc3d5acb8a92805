import type { Order } from '@meja/shared/contracts/orders';
import type { Payment } from '@meja/shared/contracts/payments';
import { formatRupiah } from '@meja/shared/money';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { PaperSelect } from '../../../components/receipt/paper-select';
import { buildReceipt, type Receipt, type ReceiptPayment } from '../../../components/receipt/receipt-model';
import { rememberedPaper, rememberPaper, type PaperWidth } from '../../../components/receipt/receipt-paper';
import { printReceiptInPopup } from '../../../components/receipt/receipt-print';
import { shortId } from '../../../lib/short-id';
import { printReceipt } from '../../../printing/printer';
import { PrinterPanelButton } from '../kitchen/printer-panel';
import { counterPrintingMessages, printsOnPrinter } from './counter-printing';
import { formatOrderTime } from '../orders/order-display';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const receiptSectionMessages = i18n('admin/payments/receipt-section', {
  strukGabungan: 'Struk Gabungan',
  belumAdaOrderYang: 'Belum ada order yang sudah dibayar.',
  orderYangSudahDibayar: 'Order yang sudah dibayar',
  meja: '· Meja ',
  namaRestoranDiStruk: 'Nama restoran di struk',
  cetakStruk: 'Cetak struk (',
  selectToPrint: 'Pilih minimal satu order PAID untuk dicetak',
  popupBlocked: 'Jendela cetak diblokir browser. Izinkan pop-up untuk situs ini.',
});

interface ReceiptSectionProps {
  restaurant: { name: string; address: string };
  orders: readonly Order[];
  /** The payment history: each order's method, cash received and change for its receipt. */
  payments: readonly Payment[];
  now: number;
}

/** Each order's completed payment as its receipt shows it (the newest, should there be several). */
export function receiptPayments(payments: readonly Payment[]): Map<string, ReceiptPayment> {
  const byOrder = new Map<string, ReceiptPayment>();
  for (const payment of payments) {
    if (payment.status !== 'COMPLETED' || byOrder.has(payment.orderId)) continue;
    const { method, cashReceived, change } = payment;
    byOrder.set(payment.orderId, { method, cashReceived, change });
  }
  return byOrder;
}

/**
 * SPEC §2: a combined receipt of paid orders, printed in a popup titled 'Struk Gabungan' — with the
 * restaurant's address, each order's tax line(s) and payment method (issue 12), on 58 or 80 mm paper
 * (remembered on this device).
 */
export function ReceiptSection({ restaurant, orders, payments, now }: ReceiptSectionProps) {
  const t = useMessages(receiptSectionMessages);
  const printingTexts = useMessages(counterPrintingMessages);
  const nameId = useId();
  const paid = orders
    .filter((order) => order.status !== 'CANCELLED' && order.paymentStatus === 'COMPLETED')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // The restaurant's name until the cashier edits it here: a name saved meanwhile (Settings, or
  // the KASIR_SAJA profile on this page) shows without a reload.
  const [editedName, setName] = useState<string | null>(null);
  const name = editedName ?? restaurant.name;
  const [paper, setPaper] = useState<PaperWidth>(rememberedPaper);
  const [error, setError] = useState<string | null>(null);
  const selected = paid.filter((order) => picked.has(order._id));
  const [sent, setSent] = useState(false);
  const thermal = useMutation({
    mutationFn: (printed: Receipt) => printReceipt(printed),
    onSuccess: () => setSent(true),
  });

  function toggle(id: string, on: boolean): void {
    setError(null);
    setSent(false);
    thermal.reset();
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function receipt(): Receipt {
    return buildReceipt({
      title: t.strukGabungan,
      restaurant: { name: name.trim() || restaurant.name, address: restaurant.address },
      orders: selected,
      payments: receiptPayments(payments),
      printedAt: new Date(),
    });
  }

  function printInPopup(): void {
    const popup = window.open('', 'struk-gabungan', 'popup,width=420,height=720');
    if (!popup) {
      setError(t.popupBlocked);
      return;
    }
    setError(null);
    printReceiptInPopup(popup, receipt(), paper, t.strukGabungan);
  }

  function print(): void {
    setSent(false);
    thermal.reset();
    if (selected.length === 0) {
      setError(t.selectToPrint);
      return;
    }
    // Issue 21: on this device's thermal printer when one is picked, else the browser's window.
    if (!printsOnPrinter()) {
      printInPopup();
      return;
    }
    setError(null);
    thermal.mutate(receipt());
  }

  return (
    <section aria-labelledby="receipt-title" className="space-y-4">
      <h2 id="receipt-title" className="text-xl font-bold text-stone-900">
        {t.strukGabungan}
      </h2>
      {paid.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-6 text-center text-stone-700">
          {t.belumAdaOrderYang}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t.orderYangSudahDibayar}>
          {paid.map((order) => (
            <li key={order._id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft)">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-(--tenant-accent)"
                  checked={picked.has(order._id)}
                  onChange={(event) => toggle(order._id, event.target.checked)}
                />
                <span className="min-w-0 flex-1">
                  <span className="font-mono font-bold">#{shortId(order._id, 6)}</span>{' '}
                  <span className="text-stone-700">
                    {t.meja}
                    {order.table} · {formatOrderTime(order.createdAt, now)}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatRupiah(order.grandTotal)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={nameId} className="block text-sm font-medium text-stone-800">
            {t.namaRestoranDiStruk}
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
            className={fieldControlClass(false)}
          />
        </div>
        <div className="sm:w-32">
          <PaperSelect
            value={paper}
            onChange={(next) => {
              setPaper(next);
              rememberPaper(next);
            }}
          />
        </div>
        <Button
          variant="primary"
          loading={thermal.isPending}
          loadingLabel={printingTexts.printing}
          onClick={print}
        >
          {t.cetakStruk}
          {selected.length})
        </Button>
        <PrinterPanelButton
          label={printingTexts.printerButton}
          title={printingTexts.printerTitle}
          // The paper may have been changed in the panel.
          onOpenChange={(open) => {
            if (!open) setPaper(rememberedPaper());
          }}
        />
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {thermal.isError ? (
        <div className="space-y-2">
          <ErrorMessage>{printingTexts.printFailed}</ErrorMessage>
          <Button variant="secondary" onClick={printInPopup}>
            {printingTexts.printInBrowser}
          </Button>
        </div>
      ) : null}
      {sent && !thermal.isError ? <SuccessMessage>{printingTexts.sentToPrinter}</SuccessMessage> : null}
    </section>
  );
}
