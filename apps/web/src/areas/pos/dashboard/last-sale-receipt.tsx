import { formatRupiah } from '@meja/shared/money';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/button/button';
import { textLinkLook } from '../../../components/text-link';
import { ErrorMessage, InfoMessage } from '../../../components/messages';
import { PaperSelect } from '../../../components/receipt/paper-select';
import { methodLabel, receiptMessages } from '../../../components/receipt/receipt-messages';
import { rememberedPaper, rememberPaper, type PaperWidth } from '../../../components/receipt/receipt-paper';
import { shareReceiptText, type ShareOutcome } from '../../../components/receipt/receipt-share';
import { receiptText } from '../../../components/receipt/receipt-text';
import { ReceiptView } from '../../../components/receipt/receipt-view';
import { useMessages } from '../../../i18n/use-messages';
import { offerPrintCopy, withdrawPrintCopy } from '../print/browser-print';
import { posPrintMessages } from '../print/print-messages';
import { PrintNotice } from '../print/print-notice';
import { saleReceipt } from '../print/sale-receipt';
import type { ReceiptPrinter } from '../print/use-receipt-printer';
import { dashboardMessages } from './dashboard-messages';
import type { CompletedSale } from './use-checkout';

interface LastSaleReceiptProps {
  sale: CompletedSale;
  restaurant: { name: string; address: string };
  /** The cart's printer (issue 21): the thermal printer when this device has one, else the browser. */
  printer: ReceiptPrinter;
  /** The cash drawer was to open by itself and the printer did not answer. */
  drawerFailed: boolean;
}

function ShareNotice({ outcome }: { outcome: ShareOutcome | null }) {
  const t = useMessages(dashboardMessages);
  if (!outcome || outcome.kind === 'shared' || outcome.kind === 'cancelled') return null;
  return (
    <p role="status" className="text-sm text-stone-800">
      {outcome.kind === 'copied' ? t.receiptCopied : t.receiptShareFailed}{' '}
      <a href={outcome.whatsappUrl} target="_blank" rel="noopener noreferrer" className={textLinkLook}>
        {t.receiptShareWhatsApp}
      </a>
    </p>
  );
}

/**
 * The sale just made (issue 12): its total, the cash received and the change, and its receipt to
 * print (58 or 80 mm, remembered on this device) or to share as text. 'Cetak struk' prints on this
 * device's thermal printer when one is picked, else in the browser's print dialog (issue 21); the
 * receipt's print copy stays mounted while it shows, so the browser's own print prints it too.
 */
export function LastSaleReceipt({ sale, restaurant, printer, drawerFailed }: LastSaleReceiptProps) {
  const t = useMessages(dashboardMessages);
  const p = useMessages(posPrintMessages);
  const receiptTexts = useMessages(receiptMessages);
  const [paper, setPaper] = useState<PaperWidth>(rememberedPaper);
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const { order, payment } = sale;
  const receipt = useMemo(
    () => saleReceipt({ order, payment }, restaurant, { texts: receiptTexts }),
    [restaurant, order, payment, receiptTexts],
  );
  const cash = payment.method === 'CASH' && payment.cashReceived !== null;
  const copyId = `sale:${payment._id}`;
  useEffect(() => {
    offerPrintCopy({ id: copyId, receipt, paper });
    return () => withdrawPrintCopy(copyId);
  }, [copyId, receipt, paper]);

  async function share(): Promise<void> {
    setShared(
      await shareReceiptText(receiptTexts.shareTitle({ restaurant: restaurant.name }), receiptText(receipt)),
    );
  }

  return (
    <section
      aria-label={t.lastSale}
      className="space-y-3 rounded-xl border border-green-200 bg-green-50/60 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold text-stone-900">{t.lastSale}</h3>
        <p className="text-sm text-stone-800">
          <span className="font-bold tabular-nums">{formatRupiah(payment.amount)}</span>
          {' · '}
          {methodLabel(receiptTexts, payment.method)}
        </p>
      </div>
      {cash ? (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-lg bg-white p-2">
            <dt className="text-stone-700">{receiptTexts.cashReceived}</dt>
            <dd className="font-semibold tabular-nums">{formatRupiah(payment.cashReceived ?? 0)}</dd>
          </div>
          <div className="rounded-lg bg-white p-2">
            <dt className="text-stone-700">{receiptTexts.change}</dt>
            <dd className="text-lg font-extrabold tabular-nums text-green-900" data-last-change>
              {formatRupiah(payment.change ?? 0)}
            </dd>
          </div>
        </dl>
      ) : null}
      {sale.offline ? <InfoMessage>{t.offlineSaved}</InfoMessage> : null}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => void share()}>
          {t.shareReceipt}
        </Button>
        <Button
          variant="primary"
          loading={printer.state.kind === 'printing'}
          loadingLabel={p.printing}
          onClick={() => void printer.print({ id: copyId, receipt, paper }, p.printed)}
        >
          {t.printReceipt}
        </Button>
      </div>
      <PrintNotice printer={printer} />
      {drawerFailed ? <ErrorMessage>{p.drawerFailed}</ErrorMessage> : null}
      <ShareNotice outcome={shared} />
      <PaperSelect
        inline
        value={paper}
        label={receiptTexts.paper}
        onChange={(next) => {
          setPaper(next);
          rememberPaper(next);
        }}
      />
      <details>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-stone-800">
          {t.showReceipt}
        </summary>
        <div className="mt-2 flex justify-center overflow-x-auto rounded-lg bg-stone-200 p-3">
          <div className="shadow-md">
            <ReceiptView receipt={receipt} paper={paper} />
          </div>
        </div>
      </details>
    </section>
  );
}
