import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { gatewayMessages } from './gateway-messages';

interface ClearGatewayKeysDialogProps {
  clearing: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before 'Hapus semua kunci': the keys cannot be shown again, only typed in again. */
export function ClearGatewayKeysDialog({
  clearing,
  error,
  onConfirm,
  onCancel,
}: ClearGatewayKeysDialogProps) {
  const t = useMessages(gatewayMessages);
  return (
    <ModalDialog
      title={t.clearTitle}
      onClose={() => {
        if (!clearing) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={clearing}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={clearing} loadingLabel={t.clearing}>
            {t.clearConfirm}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-700">{t.clearBody}</p>
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
