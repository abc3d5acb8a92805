import type { Receipt } from '../components/receipt/receipt-model';
import { rememberedPaper } from '../components/receipt/receipt-paper';
import { drawerKick, encodeBlocks } from './escpos';
import { asText, COLUMNS, type PrintBlock } from './print-layout';
import { choosePrinter, findPrinter, type PrinterConnection, type PrinterKind } from './printer-port';
import { printerSettingsStore, rememberPrinter } from './printer-settings';
import { printingMessages } from './printing-messages';
import { receiptBlocks } from './receipt-blocks';
import { ticketBlocks, type KitchenTicket } from './ticket-blocks';

/*
 * Printing on this device's thermal printer (issue 21): the receipt, a kitchen ticket, the cash
 * drawer. Without a printer (or in a browser without Web Serial and WebUSB) the callers fall back to
 * the browser's print dialog (receipt-print.tsx); `printerReady` says which.
 */

let connection: PrinterConnection | null = null;

/** The printer picked on this device, found again when the browser still grants it. */
async function connected(): Promise<PrinterConnection | null> {
  if (connection) return connection;
  const remembered = printerSettingsStore.get().printer;
  if (!remembered) return null;
  connection = await findPrinter(remembered).catch(() => null);
  return connection;
}

/** Whether a printer is picked on this device (the page may still need to find it again). */
export function printerPicked(): boolean {
  return printerSettingsStore.get().printer !== null;
}

/** Asks for the printer (after a tap) and remembers it on this device. */
export async function pickPrinter(kind: PrinterKind): Promise<void> {
  connection = await choosePrinter(kind);
  rememberPrinter(connection.remembered);
}

export function forgetPrinter(): void {
  connection = null;
  rememberPrinter(null);
}

export class NoPrinterError extends Error {
  constructor() {
    super('no printer picked on this device');
  }
}

/**
 * The jobs one after another, as asked for (a drawer kick, then the receipt): a serial port takes
 * one writer at a time. A job that never ends (a printer asleep mid-write) holds the next one back
 * for at most JOB_WAIT_MS.
 */
const JOB_WAIT_MS = 10_000;
let lastJob: Promise<unknown> = Promise.resolve();

function endOf(job: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, JOB_WAIT_MS);
    void job.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function send(bytes: Uint8Array): Promise<void> {
  const job = endOf(lastJob).then(() => sendNow(bytes));
  lastJob = job.catch(() => undefined);
  return job;
}

async function sendNow(bytes: Uint8Array): Promise<void> {
  const printer = await connected();
  if (!printer) throw new NoPrinterError();
  try {
    await printer.write(bytes);
  } catch (error) {
    // Unplugged or asleep: the next print looks for it again.
    connection = null;
    throw error;
  }
}

const columns = () => COLUMNS[rememberedPaper()];

export async function printBlocks(blocks: readonly PrintBlock[], options: { kick?: boolean } = {}) {
  await send(encodeBlocks(blocks, columns(), options));
}

/**
 * The receipt on paper: the QRIS code under an unpaid total when given; the drawer opens with it
 * when `cash` and this device kicks the drawer.
 */
export async function printReceipt(
  receipt: Receipt,
  options: { qris?: string | null; reprint?: boolean; cash?: boolean } = {},
): Promise<void> {
  const kick = Boolean(options.cash) && printerSettingsStore.get().kickDrawer;
  await printBlocks(
    receiptBlocks(receipt, { columns: columns(), qris: options.qris ?? null, reprint: options.reprint }),
    {
      kick,
    },
  );
}

export async function printTicket(ticket: KitchenTicket): Promise<void> {
  await printBlocks(ticketBlocks(ticket, { columns: columns() }));
}

/** Opens the cash drawer (a cash payment without a printed receipt), when this device kicks it. */
export async function openCashDrawer(): Promise<void> {
  if (!printerSettingsStore.get().kickDrawer) return;
  await send(drawerKick());
}

/** A short test page: the roll's width, and a rule to see it fits. */
export async function printTestPage(): Promise<void> {
  const p = printingMessages.get();
  const width = columns();
  const paper = rememberedPaper();
  await printBlocks([
    { kind: 'text', text: p.testTitle, align: 'center', bold: true, tall: true },
    { kind: 'text', text: p.testBody({ width: paper, columns: String(width) }), align: 'center' },
    { kind: 'rule' },
    { kind: 'text', text: '1234567890'.repeat(5).slice(0, width) },
  ]);
}

/** The text the last blocks would print (for a preview). */
export const previewText = (blocks: readonly PrintBlock[]) => asText(blocks, columns());
