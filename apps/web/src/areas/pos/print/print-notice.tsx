import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { posPrintMessages } from './print-messages';
import type { ReceiptPrinter } from './use-receipt-printer';

/**
 * What the last print did: printing, printed, or the printer's failure with 'Cetak lewat browser'.
 * Nothing while idle (the browser's own dialog says the rest).
 */
export function PrintNotice({ printer }: { printer: ReceiptPrinter }) {
  const t = useMessages(posPrintMessages);
  const { state } = printer;
  if (state.kind === 'printing') {
    return (
      <p role="status" className="text-sm text-stone-700" data-print-state="printing">
        {t.printing}
      </p>
    );
  }
  if (state.kind === 'printed') {
    return (
      <SuccessMessage className="py-2">
        <span data-print-state="printed">{state.text}</span>
      </SuccessMessage>
    );
  }
  if (state.kind === 'failed') {
    return (
      <ErrorMessage className="space-y-2">
        <p data-print-state="failed">{t.printFailed}</p>
        <Button variant="secondary" onClick={() => void printer.inBrowser()}>
          {t.printInBrowser}
        </Button>
      </ErrorMessage>
    );
  }
  return null;
}
