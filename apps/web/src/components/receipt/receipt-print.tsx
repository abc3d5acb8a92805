import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { locale } from '../../i18n/locale';
import type { Receipt } from './receipt-model';
import type { PaperWidth } from './receipt-paper';
import { receiptHeightMm, receiptPageCss } from './receipt-style';
import { ReceiptView } from './receipt-view';

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
