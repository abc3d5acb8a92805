import { useMemo } from 'react';
import { Button } from '../../../components/button/button';
import { receiptMessages } from '../../../components/receipt/receipt-messages';
import { rememberedPaper } from '../../../components/receipt/receipt-paper';
import { useMessages } from '../../../i18n/use-messages';
import type { PosOrderView, PosPaymentView } from '../offline/pos-views';
import { billQris } from './print-decisions';
import { posPrintMessages } from './print-messages';
import { PrintNotice } from './print-notice';
import { saleReceipt } from './sale-receipt';
import { useReceiptPrinter } from './use-receipt-printer';

interface BillPrintProps {
  order: PosOrderView;
  payment: PosPaymentView;
  restaurant: { name: string; address: string };
}

/**
 * 'Cetak tagihan' beside a QRIS waiting to be paid (issue 21): the bill, unpaid, with the payment's
 * QRIS for its exact amount as a QR code under the total — on the printer, else in the browser.
 */
export function BillPrint({ order, payment, restaurant }: BillPrintProps) {
  const t = useMessages(posPrintMessages);
  const receiptTexts = useMessages(receiptMessages);
  const printer = useReceiptPrinter();
  const qris = billQris(payment);
  const receipt = useMemo(
    () => saleReceipt({ order, payment: null }, restaurant, { texts: receiptTexts }),
    [order, restaurant, receiptTexts],
  );
  if (!qris) return null;
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        loading={printer.state.kind === 'printing'}
        loadingLabel={t.printing}
        onClick={() =>
          void printer.print(
            { id: `bill:${payment._id}`, receipt, paper: rememberedPaper(), qris },
            t.billPrinted,
          )
        }
      >
        {t.printBill}
      </Button>
      <PrintNotice printer={printer} />
    </div>
  );
}
