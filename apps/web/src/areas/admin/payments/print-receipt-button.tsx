import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import type { Receipt } from '../../../components/receipt/receipt-model';
import { rememberedPaper } from '../../../components/receipt/receipt-paper';
import { printReceiptInPopup } from '../../../components/receipt/receipt-print';
import { useMessages } from '../../../i18n/use-messages';
import { printReceipt } from '../../../printing/printer';
import { counterPrintingMessages, printsOnPrinter } from './counter-printing';
import { receiptSectionMessages } from './receipt-section';

interface PrintReceiptButtonProps {
  /** Built when tapped (its time is the printing's); null: nothing to print. */
  receipt: () => Receipt | null;
  /** 'Cetak ulang' of a payment in the history: marked CETAK ULANG on paper. */
  reprint?: boolean;
  /** Read after the label by screen readers: which receipt. */
  context: string;
  label?: string;
}

/**
 * One receipt printed from the payments screen (issue 21): a payment's 'Cetak ulang', a split part's
 * 'Cetak struk' — on this device's thermal printer when one is picked, else in the browser's print
 * window; when the printer does not answer, the browser's window is offered.
 */
export function PrintReceiptButton({ receipt, reprint = false, context, label }: PrintReceiptButtonProps) {
  const t = useMessages(counterPrintingMessages);
  const receiptTexts = useMessages(receiptSectionMessages);
  const [error, setError] = useState<string | null>(null);
  const thermal = useMutation({
    mutationFn: async () => {
      const printed = receipt();
      if (printed) await printReceipt(printed, { reprint });
    },
    onError: () => setError(t.printFailed),
  });

  function inPopup(): void {
    const printed = receipt();
    if (!printed) return;
    const popup = window.open('', 'struk', 'popup,width=420,height=720');
    if (!popup) {
      setError(receiptTexts.popupBlocked);
      return;
    }
    setError(null);
    printReceiptInPopup(popup, printed, rememberedPaper(), reprint ? t.reprintTitle : t.receiptTitle);
  }

  return (
    <span className="flex flex-col items-start gap-1 md:items-end">
      <Button
        variant="secondary"
        className="min-h-11 px-3 py-1"
        loading={thermal.isPending}
        loadingLabel={t.printing}
        context={context}
        onClick={() => {
          setError(null);
          thermal.reset();
          if (printsOnPrinter()) thermal.mutate();
          else inPopup();
        }}
        data-print-receipt={reprint ? 'reprint' : 'print'}
      >
        {label ?? (reprint ? t.reprint : t.print)}
      </Button>
      {error ? (
        <span role="alert" className="text-xs font-semibold text-red-700">
          {error}
        </span>
      ) : null}
      {thermal.isError ? (
        <button
          type="button"
          className="min-h-11 text-sm font-semibold text-stone-800 underline"
          onClick={inPopup}
        >
          {t.printInBrowser}
        </button>
      ) : null}
    </span>
  );
}
