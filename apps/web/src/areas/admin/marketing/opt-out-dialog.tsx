import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { leadsMessages } from './marketing-messages';

interface OptOutDialogProps {
  /** The number as people read it. */
  phone: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before 'Hentikan pesan': it is for good, and a new opt-in from the menu does not undo it. */
export function OptOutDialog({ phone, busy, error, onConfirm, onCancel }: OptOutDialogProps) {
  const t = useMessages(leadsMessages);
  return (
    <ModalDialog
      title={t.optOutTitle}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </Button>
          <Button variant="danger" loading={busy} loadingLabel={t.optingOut} onClick={onConfirm}>
            {t.optOutConfirm}
          </Button>
        </>
      }
    >
      <p className="text-lg font-semibold tabular-nums text-stone-900" data-opt-out-phone>
        {phone}
      </p>
      <p className="mt-2 text-stone-800">{t.optOutBody}</p>
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
