import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { broadcastHistoryMessages } from './marketing-messages';

interface CancelBroadcastDialogProps {
  /** The broadcast's message, so the admin sees which one. */
  message: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before 'Batalkan': the broadcast is never sent and its bill is dropped. */
export function CancelBroadcastDialog({
  message,
  busy,
  error,
  onConfirm,
  onCancel,
}: CancelBroadcastDialogProps) {
  const t = useMessages(broadcastHistoryMessages);
  return (
    <ModalDialog
      title={t.cancelTitle}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t.keep}
          </Button>
          <Button variant="danger" loading={busy} loadingLabel={t.cancelling} onClick={onConfirm}>
            {t.cancelConfirm}
          </Button>
        </>
      }
    >
      <blockquote className="line-clamp-3 border-l-2 border-stone-300 pl-2 text-sm break-words whitespace-pre-line text-stone-800">
        {message}
      </blockquote>
      <p className="mt-3 text-stone-800">{t.cancelBody}</p>
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
