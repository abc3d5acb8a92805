import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useLayoutEffect, useRef } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { Receipt } from '../../../components/receipt/receipt-model';
import type { PaperWidth } from '../../../components/receipt/receipt-paper';
import {
  PRINT_ONLY_RECEIPT_CSS,
  receiptHeightMm,
  receiptPageCss,
} from '../../../components/receipt/receipt-style';
import { ReceiptView } from '../../../components/receipt/receipt-view';
import { useMessages } from '../../../i18n/use-messages';
import { printingMessages } from '../../../printing/printing-messages';

/*
 * The browser's print dialog, the fallback of the thermal printer (issue 12, kept by issue 21): the
 * POS prints its own page, on which one print-only copy is mounted at a time — the last sale's
 * receipt while it shows (so Ctrl+P prints it too), or the bill or the reprint just asked for.
 */

export interface BrowserPrintJob {
  /** Whose copy it is ('sale:…', 'bill:…', 'reprint:…'): a screen takes back only its own. */
  id: string;
  receipt: Receipt;
  paper: PaperWidth;
  /** An unpaid bill's QRIS, drawn under the receipt. */
  qris?: string | null;
  /** A copy printed again from the history: 'CETAK ULANG' on top. */
  reprint?: boolean;
}

interface ShownCopy extends BrowserPrintJob {
  /** The QRIS drawn beforehand (a data URL), so the page is complete when the dialog opens. */
  qrImage: string | null;
}

const printCopy = atom<ShownCopy | null>(null);

/** The copy that prints while a screen shows it (the last sale's receipt). */
export function offerPrintCopy(job: BrowserPrintJob): void {
  printCopy.set({ ...job, qrImage: null });
}

/** A screen leaving takes its copy away (not another's). */
export function withdrawPrintCopy(id: string): void {
  if (printCopy.get()?.id === id) printCopy.set(null);
}

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2, width: 320 } as const;

async function qrImageOf(value: string): Promise<string | null> {
  try {
    const qrcode = await import('qrcode');
    return await qrcode.toDataURL(value, QR_OPTIONS);
  } catch {
    return null;
  }
}

/** Prints the job in the browser's print dialog: its copy is rendered first, then the dialog opens. */
export async function printInBrowser(job: BrowserPrintJob): Promise<void> {
  const qrImage = job.qris ? await qrImageOf(job.qris) : null;
  flushSync(() => printCopy.set({ ...job, qrImage }));
  window.print();
}

const PAGE_STYLE_ID = 'meja-receipt-page';

/**
 * The one print copy of the POS page (mounted once, by the dashboard): off screen, and while it is
 * there the page prints only it, on a page of the paper's width and the copy's measured height.
 */
export function PosPrintCopy() {
  const copy = useStore(printCopy);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const printed = ref.current;
    if (!copy || !printed) return;
    const style = document.createElement('style');
    style.id = PAGE_STYLE_ID;
    style.textContent = `${receiptPageCss(copy.paper, receiptHeightMm(printed))}\n${PRINT_ONLY_RECEIPT_CSS}`;
    document.getElementById(PAGE_STYLE_ID)?.remove();
    document.head.append(style);
    return () => style.remove();
  }, [copy]);

  if (!copy) return null;
  return createPortal(
    <div
      ref={ref}
      className="meja-receipt-print"
      style={{ position: 'fixed', left: '-10000px', top: 0, width: `${copy.paper}mm`, background: '#fff' }}
      data-print-copy={copy.id}
    >
      {copy.reprint ? <CopyBanner /> : null}
      <ReceiptView receipt={copy.receipt} paper={copy.paper} />
      {copy.qrImage ? <BillQr image={copy.qrImage} /> : null}
    </div>,
    document.body,
  );
}

const COPY_TEXT = {
  textAlign: 'center',
  color: '#000',
  font: "700 12px/1.35 ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', monospace",
} as const;

function CopyBanner() {
  const p = useMessages(printingMessages);
  return <p style={{ ...COPY_TEXT, margin: 0, padding: '3mm 4mm 0' }}>{p.reprint}</p>;
}

/** The QRIS under an unpaid bill: 'BELUM DIBAYAR', 'Scan QRIS untuk membayar' and the code. */
function BillQr({ image }: { image: string }) {
  const p = useMessages(printingMessages);
  return (
    <div style={{ ...COPY_TEXT, padding: '0 4mm 5mm' }}>
      <p style={{ margin: 0 }}>{p.unpaid}</p>
      <p style={{ margin: 0, fontWeight: 400 }}>{p.scanToPay}</p>
      <img
        src={image}
        alt=""
        style={{ display: 'block', width: '38mm', height: '38mm', margin: '2mm auto 0' }}
      />
    </div>
  );
}
