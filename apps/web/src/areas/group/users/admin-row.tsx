import type { GroupUser } from '@meja/shared/contracts/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { deleteGroupUser, groupBranchesQueryKey, groupUsersQueryKey } from '../../../api/group-api';
import { Button } from '../../../components/button/button';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { ConsoleConfirmDialog } from '../../super-admin/console-confirm-dialog';
import { EditAdminDialog, SetPasswordDialog } from './edit-admin-dialogs';
import { groupUsersMessages } from './users-messages';

export interface UsersNotice {
  tone: 'success' | 'error';
  text: string;
}

type Open = 'edit' | 'password' | 'delete' | null;

interface AdminRowProps {
  groupSlug: string;
  user: GroupUser;
  onNotice: (notice: UsersNotice) => void;
}

/** One branch admin: name, email, branch; edit, set a password, delete (the last admin stays). */
export function AdminRow({ groupSlug, user, onNotice }: AdminRowProps) {
  const t = useMessages(groupUsersMessages);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupSlug) });
    void queryClient.invalidateQueries({ queryKey: groupBranchesQueryKey(groupSlug) });
  };
  const remove = useMutation({
    mutationFn: () => deleteGroupUser(groupSlug, user._id),
    onSuccess: () => {
      setOpen(null);
      refresh();
      onNotice({ tone: 'success', text: t.deleted({ name: user.name }) });
    },
    onError: (error) => {
      setOpen(null);
      refresh();
      onNotice({ tone: 'error', text: messageOf(error, t.actionFailed) });
    },
  });
  const done = (text: string) => {
    setOpen(null);
    onNotice({ tone: 'success', text });
  };

  return (
    <TableRow tone="plain" className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2" data-user-row={user.email}>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.name}</CellLabel>
        <span className="font-semibold break-words text-stone-900">{user.name}</span>
        {user.mustChangePassword ? (
          <span className="mt-1 block">
            <StatusBadge tone="waiting" wrap>
              {t.waitingChange}
            </StatusBadge>
          </span>
        ) : null}
      </TableCell>
      <TableCell align="middle" className="min-w-0 break-all">
        <CellLabel className="block">{t.email}</CellLabel>
        {user.email}
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.branch}</CellLabel>
        <span className="block break-words">{user.tenantName}</span>
        <code className="block text-xs break-all text-stone-600">{user.tenantSlug}</code>
      </TableCell>
      <TableCell align="middle" className="min-w-0 sm:col-span-2 lg:col-span-1">
        <CellLabel className="block">{t.actions}</CellLabel>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" context={user.name} onClick={() => setOpen('edit')}>
            {t.edit}
          </Button>
          <Button variant="secondary" context={user.name} onClick={() => setOpen('password')}>
            {t.setPassword}
          </Button>
          <Button
            variant="danger"
            context={user.name}
            loading={remove.isPending}
            loadingLabel={t.deleting}
            onClick={() => setOpen('delete')}
          >
            {t.delete}
          </Button>
        </div>
        {open === 'edit' ? (
          <EditAdminDialog groupSlug={groupSlug} user={user} onDone={done} onCancel={() => setOpen(null)} />
        ) : null}
        {open === 'password' ? (
          <SetPasswordDialog groupSlug={groupSlug} user={user} onDone={done} onCancel={() => setOpen(null)} />
        ) : null}
        {open === 'delete' ? (
          <ConsoleConfirmDialog
            title={t.deleteTitle}
            body={t.deleteBody({ name: user.name, email: user.email, branch: user.tenantName })}
            confirmLabel={t.delete}
            busyLabel={t.deleting}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            onCancel={() => setOpen(null)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
