import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_METHODS } from '@meja/shared/payment-rules';
import {
  afterSale,
  billQris,
  PrintTimeoutError,
  receiptOutput,
  withTimeout,
  type DevicePrinting,
} from './print-decisions';

const device = (change: Partial<DevicePrinting> = {}): DevicePrinting => ({
  printerPicked: true,
  kickDrawer: true,
  autoReceipt: false,
  ...change,
});

describe('where a receipt prints', () => {
  it('goes to the picked printer, else to the browser print dialog', () => {
    expect(receiptOutput(true)).toBe('printer');
    expect(receiptOutput(false)).toBe('browser');
  });
});

describe('what a paid sale prints by itself', () => {
  it('opens the drawer alone for cash when the receipt waits for a tap', () => {
    expect(afterSale('CASH', device())).toEqual({ printReceipt: false, drawer: 'alone' });
  });

  it('opens the drawer with the receipt when the receipt prints at once', () => {
    expect(afterSale('CASH', device({ autoReceipt: true }))).toEqual({
      printReceipt: true,
      drawer: 'withReceipt',
    });
  });

  it('never opens the drawer for card or QRIS, nor when this device does not kick it', () => {
    expect(afterSale('CARD', device())).toEqual({ printReceipt: false, drawer: 'none' });
    expect(afterSale('QRIS', device({ autoReceipt: true }))).toEqual({ printReceipt: true, drawer: 'none' });
    expect(afterSale('CASH', device({ kickDrawer: false }))).toEqual({ printReceipt: false, drawer: 'none' });
  });

  it('does nothing at all without a printer, whatever the settings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHODS),
        fc.boolean(),
        fc.boolean(),
        (method, kickDrawer, autoReceipt) => {
          const plan = afterSale(method, { printerPicked: false, kickDrawer, autoReceipt });
          expect(plan).toEqual({ printReceipt: false, drawer: 'none' });
        },
      ),
    );
  });

  it('kicks the drawer exactly for cash on a kicking device, in the receipt job only when it prints', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHODS),
        fc.boolean(),
        fc.boolean(),
        (method, kickDrawer, autoReceipt) => {
          const plan = afterSale(method, { printerPicked: true, kickDrawer, autoReceipt });
          expect(plan.printReceipt).toBe(autoReceipt);
          expect(plan.drawer !== 'none').toBe(method === 'CASH' && kickDrawer);
          if (plan.drawer === 'withReceipt') expect(plan.printReceipt).toBe(true);
          if (plan.drawer === 'alone') expect(plan.printReceipt).toBe(false);
        },
      ),
    );
  });
});

describe("an unpaid bill's QRIS", () => {
  const qris = '00020101021226...6304ABCD';
  it('is the QRIS payment’s own string while it waits', () => {
    expect(billQris({ method: 'QRIS', status: 'PENDING', qrString: qris })).toBe(qris);
    expect(billQris({ method: 'QRIS', status: 'PENDING_SYNC', qrString: qris })).toBe(qris);
  });

  it('is none once paid, for another method, or without a string', () => {
    expect(billQris({ method: 'QRIS', status: 'COMPLETED', qrString: qris })).toBeNull();
    expect(billQris({ method: 'CARD', status: 'PENDING', qrString: null })).toBeNull();
    expect(billQris({ method: 'QRIS', status: 'PENDING', qrString: null })).toBeNull();
  });
});

describe('a print that takes too long', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers as the work does when it ends in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('unplugged')), 50)).rejects.toThrow('unplugged');
  });

  it('fails with PrintTimeoutError once the time is up', async () => {
    vi.useFakeTimers();
    const never = new Promise<void>(() => undefined);
    const waiting = withTimeout(never, 1000);
    vi.advanceTimersByTime(1000);
    await expect(waiting).rejects.toBeInstanceOf(PrintTimeoutError);
  });
});
