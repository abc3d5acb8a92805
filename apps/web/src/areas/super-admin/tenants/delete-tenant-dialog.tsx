import type { PlatformTenant } from '@meja/shared/contracts/platform-tenants';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { tenantsMessages } from './tenants-messages';

interface DeleteTenantDialogProps {
  tenant: PlatformTenant;
  pending: boolean;
  error: unknown;
  onConfirm: (confirmSlug: string) => void;
  onClose: () => void;
}

/** 'Hapus tenant ini?': explains the 30 days of restore and asks for the slug typed out. */
export function DeleteTenantDialog({ tenant, pending, error, onConfirm, onClose }: DeleteTenantDialogProps) {
  const t = useMessages(tenantsMessages);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === tenant.slug;

  return (
    <ModalDialog
      title={t.deleteTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={!matches}
            loading={pending}
            loadingLabel={t.deleting}
            onClick={() => onConfirm(typed.trim())}
          >
            {t.deleteConfirm}
          </Button>
        </>
      }
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm(typed.trim());
        }}
      >
        <p className="text-sm text-stone-700">{t.deleteExplain({ name: tenant.name })}</p>
        <TextField
          label={t.deleteType({ slug: tenant.slug })}
          value={typed}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={typed !== '' && !matches ? t.deleteMismatch : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error ? <ErrorMessage>{messageOf(error, t.actionFailed)}</ErrorMessage> : null}
      </form>
    </ModalDialog>
  );
}
