import { Button } from '../../components/button/button';
import { ModalDialog } from '../../components/modal-dialog';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const consoleConfirmMessages = i18n('superadmin/console-confirm', {
  cancel: 'Batal',
});

interface ConsoleConfirmDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The console's confirmation before anything destructive: a modal with Batal and the red action. */
export function ConsoleConfirmDialog({
  title,
  body,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: ConsoleConfirmDialogProps) {
  const t = useMessages(consoleConfirmMessages);
  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button variant="danger" loading={busy} loadingLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-stone-800">{body}</p>
    </ModalDialog>
  );
}
