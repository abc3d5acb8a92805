import { persistentAtom } from '@nanostores/persistent';
import { z } from 'zod';
import type { RememberedPrinter } from './printer-port';
import type { TicketStation } from './ticket-blocks';

/*
 * This device's printer (issue 21), remembered in its browser like the paper width: which printer
 * was picked, whether a cash payment opens the drawer, whether the POS prints a paid sale's receipt
 * by itself, and whether confirmed orders print a ticket here — for which station and which menu
 * categories (the bar prints the drinks, say).
 */

const settingsSchema = z.object({
  printer: z
    .object({
      kind: z.enum(['serial', 'usb']),
      vendorId: z.number().nullable(),
      productId: z.number().nullable(),
    })
    .nullable()
    .catch(null),
  kickDrawer: z.boolean().catch(true),
  /** The POS prints the receipt by itself once a sale is paid (else at 'Cetak struk'). */
  autoReceipt: z.boolean().catch(false),
  autoTickets: z.boolean().catch(false),
  station: z.enum(['KITCHEN', 'BAR']).nullable().catch(null),
  /** null: every category. */
  ticketCategories: z.array(z.string()).nullable().catch(null),
});

export type PrinterSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = {
  printer: null,
  kickDrawer: true,
  autoReceipt: false,
  autoTickets: false,
  station: null,
  ticketCategories: null,
};

/** The stored settings, whatever an older or damaged copy holds (each field falls back on its own). */
export function readPrinterSettings(stored: string | undefined): PrinterSettings {
  if (!stored) return DEFAULT_PRINTER_SETTINGS;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_PRINTER_SETTINGS;
  } catch {
    return DEFAULT_PRINTER_SETTINGS;
  }
}

export const printerSettingsStore = persistentAtom<PrinterSettings>(
  'meja-printer',
  DEFAULT_PRINTER_SETTINGS,
  {
    encode: JSON.stringify,
    decode: readPrinterSettings,
  },
);

export function updatePrinterSettings(change: Partial<PrinterSettings>): void {
  printerSettingsStore.set({ ...printerSettingsStore.get(), ...change });
}

export function rememberPrinter(printer: RememberedPrinter | null): void {
  updatePrinterSettings({ printer });
}

export type { TicketStation };
