import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { LineIcon } from '../../../components/line-icons';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { PrinterSetup } from '../../../printing/printer-setup';
import { ticketMessages } from './ticket-messages';

interface PrinterPanelButtonProps {
  /** The button's name ('Printer & tiket', 'Printer struk'). */
  label: string;
  /** The dialog's, when not the button's. */
  title?: string;
  /** More settings under the printer's (the kitchen's tickets). */
  children?: ReactNode;
  /** Called when the dialog opens (true) and closes (false). */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * This device's printer (issue 21) in a dialog opened from a button, so the screen's own content
 * (the kitchen's cards, the cashier's orders) stays where it is.
 */
export function PrinterPanelButton({
  label,
  title,
  children,
  onOpenChange,
  className,
}: PrinterPanelButtonProps) {
  const t = useMessages(ticketMessages);
  const [open, setOpen] = useState(false);
  const toggle = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        className={className}
        onClick={() => toggle(true)}
        data-printer-panel-button
      >
        <PrinterIcon />
        {label}
      </Button>
      {open ? (
        <ModalDialog
          title={title ?? label}
          wide
          onClose={() => toggle(false)}
          actions={
            <Button variant="secondary" onClick={() => toggle(false)}>
              {t.close}
            </Button>
          }
        >
          <PrinterSetup>{children}</PrinterSetup>
        </ModalDialog>
      ) : null}
    </>
  );
}

/** A printer: the card's ticket and the printer's settings. */
export function PrinterIcon() {
  return (
    <LineIcon>
      <path d="M6 9V3h12v6" />
      <rect x="3" y="9" width="18" height="8" rx="2" />
      <path d="M6 14h12v7H6z" />
    </LineIcon>
  );
}
