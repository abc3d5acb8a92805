import { useCallback, useMemo, useRef, useState } from 'react';
import { printerPicked, printReceipt } from '../../../printing/printer';
import { printInBrowser, type BrowserPrintJob } from './browser-print';
import { receiptOutput, withTimeout } from './print-decisions';

export interface ReceiptPrintJob extends BrowserPrintJob {
  /** A cash sale's receipt printed now: the drawer opens with it (when this device kicks it). */
  cash?: boolean;
}

export type PrintState =
  | { kind: 'idle' }
  | { kind: 'printing' }
  | { kind: 'printed'; text: string }
  /** The printer did not take it: the browser's print dialog is offered instead. */
  | { kind: 'failed'; job: ReceiptPrintJob };

/**
 * Printing a receipt from a screen (issue 21): on this device's thermal printer when one is picked,
 * else in the browser's print dialog, as before. A printer that fails or does not answer in time
 * leaves `failed` with the job, for `inBrowser` to print it there. Only the latest print's outcome
 * is kept.
 */
export function useReceiptPrinter() {
  const [state, setState] = useState<PrintState>({ kind: 'idle' });
  const latest = useRef(0);

  /** Prints the job; answers whether the thermal printer took it (false: the browser's, or failed). */
  const print = useCallback(async (job: ReceiptPrintJob, printedText: string): Promise<boolean> => {
    const run = ++latest.current;
    const settle = (next: PrintState) => {
      if (latest.current === run) setState(next);
    };
    if (receiptOutput(printerPicked()) === 'browser') {
      settle({ kind: 'idle' });
      await printInBrowser(job);
      return false;
    }
    settle({ kind: 'printing' });
    try {
      await withTimeout(
        printReceipt(job.receipt, { qris: job.qris ?? null, reprint: job.reprint, cash: job.cash }),
      );
      settle({ kind: 'printed', text: printedText });
      return true;
    } catch {
      settle({ kind: 'failed', job: { ...job, cash: false } });
      return false;
    }
  }, []);

  const inBrowser = useCallback(async (): Promise<void> => {
    if (state.kind !== 'failed') return;
    latest.current += 1;
    setState({ kind: 'idle' });
    await printInBrowser(state.job);
  }, [state]);

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ kind: 'idle' });
  }, []);

  return useMemo(() => ({ state, print, inBrowser, reset }), [state, print, inBrowser, reset]);
}

export type ReceiptPrinter = ReturnType<typeof useReceiptPrinter>;
