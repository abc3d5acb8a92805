import type { AdminOptionGroup } from '@meja/shared/contracts/menu-options';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { optionGroupMessages } from './option-group-messages';

interface DeleteOptionGroupDialogProps {
  group: AdminOptionGroup;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before a group is deleted: the dishes that have it lose it. */
export function DeleteOptionGroupDialog({
  group,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeleteOptionGroupDialogProps) {
  const t = useMessages(optionGroupMessages);
  const used = group.menuItemIds.length;
  return (
    <ModalDialog
      title={t.deleteTitle({ name: group.name })}
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t.keep}
          </Button>
          <Button variant="danger" loading={busy} loadingLabel={t.deleting} onClick={onConfirm}>
            {t.confirmDelete}
          </Button>
        </>
      }
    >
      <p className="text-stone-800">{used > 0 ? t.deleteUsed({ count: used }) : t.deleteUnused}</p>
      {error ? <ErrorMessage className="mt-3">{error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
