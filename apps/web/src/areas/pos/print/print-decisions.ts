import type { PaymentMethod } from '@meja/shared/payment-rules';

/*
 * What the POS prints where (issue 21), as rules apart from the screens: the receipt goes to this
 * device's thermal printer when one is picked, else to the browser's print dialog (as before); a
 * paid sale may print by itself and open the cash drawer. A printer problem never fails the sale.
 */

export type ReceiptOutput = 'printer' | 'browser';

/** Where a receipt prints: the picked printer, else the browser's print dialog. */
export function receiptOutput(printerPicked: boolean): ReceiptOutput {
  return printerPicked ? 'printer' : 'browser';
}

/** This device's printing, as far as a sale is concerned (printer-settings.ts). */
export interface DevicePrinting {
  printerPicked: boolean;
  kickDrawer: boolean;
  autoReceipt: boolean;
}

export interface AfterSale {
  /** The receipt prints on the printer now, without a tap. */
  printReceipt: boolean;
  /** The cash drawer opens: in the receipt's job (after its cut), by itself, or not at all. */
  drawer: 'withReceipt' | 'alone' | 'none';
}

/**
 * What a sale just paid prints: nothing without a printer; with one, the receipt when this device
 * prints them by itself, and for cash the drawer's kick when this device kicks it — in the
 * receipt's job when the receipt prints now, else alone.
 */
export function afterSale(method: PaymentMethod, device: DevicePrinting): AfterSale {
  if (!device.printerPicked) return { printReceipt: false, drawer: 'none' };
  const kick = method === 'CASH' && device.kickDrawer;
  if (device.autoReceipt) return { printReceipt: true, drawer: kick ? 'withReceipt' : 'none' };
  return { printReceipt: false, drawer: kick ? 'alone' : 'none' };
}

/**
 * The QRIS to print under an unpaid bill: the payment's own QRIS string (the dynamic QRIS for its
 * exact amount, made offline too) while it waits; null once paid, or for cash and card.
 */
export function billQris(payment: { method: PaymentMethod; status: string; qrString: string | null }) {
  return payment.method === 'QRIS' && payment.status !== 'COMPLETED' ? payment.qrString : null;
}

/** A printer that does not answer in time (asleep, out of reach over Bluetooth). */
export class PrintTimeoutError extends Error {
  constructor() {
    super('the printer did not answer in time');
  }
}

/** How long a print may take before the screen says the printer does not answer. */
export const PRINT_TIMEOUT_MS = 15_000;

/** `work`, or a PrintTimeoutError once `ms` pass first (the work itself goes on). */
export function withTimeout<T>(work: Promise<T>, ms = PRINT_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PrintTimeoutError()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
