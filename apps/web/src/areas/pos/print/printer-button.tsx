import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { SwitchField } from '../../../components/switch-field';
import { useMessages } from '../../../i18n/use-messages';
import { printerSettingsStore, updatePrinterSettings } from '../../../printing/printer-settings';
import { PrinterSetup } from '../../../printing/printer-setup';
import { posPrintMessages } from './print-messages';
import { PrinterIcon } from './printer-icon';

/**
 * 'Printer' in the POS header (issue 21): whether this device has a printer (the dot), and the
 * dialog to pick it once, print a test page, choose the paper, the drawer and the automatic receipt.
 * On every POS page, for cashiers too: the printer belongs to the device, not to a role.
 */
export function PrinterButton() {
  const t = useMessages(posPrintMessages);
  const settings = useStore(printerSettingsStore);
  const [open, setOpen] = useState(false);
  const on = settings.printer !== null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={`${t.printerButton}: ${on ? t.printerOn : t.printerOff}`}
        className="relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        data-printer-button={on ? 'on' : 'off'}
      >
        <PrinterIcon />
        <span className="sr-only sm:not-sr-only">{t.printerButton}</span>
        <span className="sr-only">, {on ? t.printerOn : t.printerOff}</span>
        <span
          aria-hidden="true"
          className={`absolute right-1 top-1 size-2.5 rounded-full ring-2 ring-white ${on ? 'bg-green-600' : 'bg-stone-400'}`}
        />
      </button>
      {open ? (
        <ModalDialog
          title={t.dialogTitle}
          wide
          onClose={() => setOpen(false)}
          actions={
            <Button variant="primary" onClick={() => setOpen(false)}>
              {t.close}
            </Button>
          }
        >
          <PrinterSetup>
            {on ? (
              <SwitchField
                label={t.autoReceipt}
                hint={t.autoReceiptHint}
                checked={settings.autoReceipt}
                onChange={(event) => updatePrinterSettings({ autoReceipt: event.target.checked })}
              />
            ) : null}
          </PrinterSetup>
        </ModalDialog>
      ) : null}
    </>
  );
}
