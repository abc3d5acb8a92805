import { useCallback, useState } from 'react';
import { rememberedPaper } from '../../../components/receipt/receipt-paper';
import { openCashDrawer, printerPicked } from '../../../printing/printer';
import { printerSettingsStore } from '../../../printing/printer-settings';
import type { PosOrderView, PosPaymentView } from '../offline/pos-views';
import { afterSale, withTimeout } from './print-decisions';
import { posPrintMessages } from './print-messages';
import { saleReceipt } from './sale-receipt';
import { useReceiptPrinter } from './use-receipt-printer';

/**
 * The cart's printing (issue 21): 'Cetak struk' of the last sale, and what a sale does by itself
 * once paid — its receipt printed when this device prints them at once, the cash drawer opened for
 * cash (with that receipt, else alone). Nothing here holds up or fails the sale: a printer problem
 * is a notice (`drawerFailedFor`: the payment whose drawer stayed shut).
 */
export function useSalePrinting(restaurant: { name: string; address: string }) {
  const printer = useReceiptPrinter();
  const { print, reset } = printer;
  const [drawerFailedFor, setDrawerFailedFor] = useState<string | null>(null);

  const saleEnded = useCallback(
    (sale: { order: PosOrderView; payment: PosPaymentView }) => {
      reset();
      setDrawerFailedFor(null);
      const settings = printerSettingsStore.get();
      const plan = afterSale(sale.payment.method, {
        printerPicked: printerPicked(),
        kickDrawer: settings.kickDrawer,
        autoReceipt: settings.autoReceipt,
      });
      const drawerShut = () => setDrawerFailedFor(sale.payment._id);
      if (plan.printReceipt) {
        const job = {
          id: `sale:${sale.payment._id}`,
          receipt: saleReceipt(sale, restaurant),
          paper: rememberedPaper(),
          cash: plan.drawer === 'withReceipt',
        };
        void print(job, posPrintMessages.get().printed).then((printed) => {
          if (!printed && job.cash) drawerShut();
        });
      } else if (plan.drawer === 'alone') {
        withTimeout(openCashDrawer()).catch(drawerShut);
      }
    },
    [print, reset, restaurant],
  );

  return { printer, saleEnded, drawerFailedFor };
}
