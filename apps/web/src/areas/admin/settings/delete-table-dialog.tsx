import type { DiningTable } from '@meja/shared/contracts/tables';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { diningTablesMessages } from './dining-tables-messages';

interface DeleteTableDialogProps {
  table: DiningTable;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onDelete: () => void;
}

/** The question before a table leaves the list. */
export function DeleteTableDialog({ table, pending, error, onCancel, onDelete }: DeleteTableDialogProps) {
  const t = useMessages(diningTablesMessages);
  return (
    <ModalDialog
      title={t.removeTitle({ table: table.name })}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" disabled={pending} onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button variant="danger" loading={pending} loadingLabel={t.removing} onClick={onDelete}>
            {t.remove}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-700">{t.removeBody}</p>
      {error ? <ErrorMessage className="mt-3">{messageOf(error, t.removeFailed)}</ErrorMessage> : null}
    </ModalDialog>
  );
}
