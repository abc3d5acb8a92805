import { useLayoutEffect, useRef } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { locale } from '../../i18n/locale';
import type { Receipt } from './receipt-model';
import type { PaperWidth } from './receipt-paper';
import { PRINT_ONLY_RECEIPT_CSS, receiptHeightMm, receiptPageCss } from './receipt-style';
import { ReceiptView } from './receipt-view';

const PAGE_STYLE_ID = 'meja-receipt-page';

/**
 * The receipt's print copy for printing the app's own page (the POS: no popup to be blocked, works
 * offline in the installed app): while it is mounted, printing the page prints only this receipt, on
 * a page of the paper's width and the receipt's measured height. Off screen otherwise.
 */
export function ReceiptPrintCopy({ receipt, paper }: { receipt: Receipt; paper: PaperWidth }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const printed = ref.current?.querySelector('[data-receipt]');
    if (!printed) return;
    const style = document.createElement('style');
    style.id = PAGE_STYLE_ID;
    style.textContent = `${receiptPageCss(paper, receiptHeightMm(printed))}\n${PRINT_ONLY_RECEIPT_CSS}`;
    document.getElementById(PAGE_STYLE_ID)?.remove();
    document.head.append(style);
    return () => style.remove();
  }, [receipt, paper]);

  return createPortal(
    <div ref={ref} className="meja-receipt-print" style={{ position: 'fixed', left: '-10000px', top: 0 }}>
      <ReceiptView receipt={receipt} paper={paper} />
    </div>,
    document.body,
  );
}

/**
 * The admin's combined receipt in its popup window (SPEC §2, titled like the receipt): the receipt,
 * its page sized to it, then the print dialog.
 */
export function printReceiptInPopup(popup: Window, receipt: Receipt, paper: PaperWidth, title: string) {
  const doc = popup.document;
  doc.open();
  doc.write(
    `<!doctype html><html lang="${locale.get()}"><head><meta charset="utf-8"><title></title></head><body></body></html>`,
  );
  doc.close();
  doc.title = title;
  doc.body.style.margin = '0';
  const container = doc.createElement('div');
  doc.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<ReceiptView receipt={receipt} paper={paper} />));
  const printed = container.querySelector('[data-receipt]');
  const page = doc.createElement('style');
  page.textContent = receiptPageCss(paper, printed ? receiptHeightMm(printed) : 200);
  doc.head.append(page);
  popup.addEventListener('pagehide', () => root.unmount());
  popup.focus();
  popup.print();
}
