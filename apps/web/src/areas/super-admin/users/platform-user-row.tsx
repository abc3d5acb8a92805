import type { PlatformUser } from '@meja/shared/contracts/platform-users';
import { ROLE_LABELS, type Role } from '@meja/shared/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import {
  changePlatformUserRole,
  deletePlatformUser,
  platformUsersQueryKey,
  resetPlatformUserPassword,
} from '../../../api/platform-users-api';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { ConsoleConfirmDialog } from '../console-confirm-dialog';
import { platformUsersMessages } from './platform-users-messages';
import { slugOfUser } from './platform-users-sort';
import { ROLE_OPTIONS, isRole } from './role-options';
import type { IssuedTempPassword } from './temp-password-dialog';

export interface UsersNotice {
  tone: 'success' | 'error';
  text: string;
}

type Pending = { kind: 'role'; role: Role } | { kind: 'delete' } | { kind: 'reset' } | null;

interface PlatformUserRowProps {
  user: PlatformUser;
  /** The super admin looking: their own row cannot be deleted or demoted. */
  actorId: string;
  onIssued: (issued: IssuedTempPassword) => void;
  onNotice: (notice: UsersNotice) => void;
}

/** One account: name and email, its tenant or group slug, its role (a select), reset password and delete. */
export function PlatformUserRow({ user, actorId, onIssued, onNotice }: PlatformUserRowProps) {
  const t = useMessages(platformUsersMessages);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: platformUsersQueryKey });
  const failed = (error: unknown) => {
    setPending(null);
    refresh();
    onNotice({ tone: 'error', text: messageOf(error, t.actionFailed) });
  };
  const role = useMutation({
    mutationFn: (next: Role) => changePlatformUserRole(user._id, next),
    onSuccess: (changed) => {
      setPending(null);
      refresh();
      onNotice({
        tone: 'success',
        text: t.roleChanged({ name: changed.name, role: ROLE_LABELS[changed.role] }),
      });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deletePlatformUser(user._id),
    onSuccess: () => {
      setPending(null);
      refresh();
      onNotice({ tone: 'success', text: t.deleted({ name: user.name }) });
    },
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: () => resetPlatformUserPassword(user._id),
    onSuccess: ({ tempPassword }) => {
      setPending(null);
      refresh();
      onIssued({ name: user.name, email: user.email, tempPassword });
    },
    onError: failed,
  });
  const own = user._id === actorId;
  const busy = role.isPending || remove.isPending || reset.isPending;

  function pickRole(value: string): void {
    if (isRole(value) && value !== user.role) setPending({ kind: 'role', role: value });
  }

  return (
    <TableRow tone="plain" className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2" data-user-row={user.email}>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.name}</CellLabel>
        <span className="font-semibold break-words text-stone-900">{user.name}</span>
        {own ? <span className="ml-1 text-sm text-stone-700">{t.you}</span> : null}
        <span className="block text-sm break-all text-stone-700">{user.email}</span>
        {user.mustChangePassword ? (
          <span className="mt-1 block">
            <StatusBadge tone="waiting" wrap>
              {t.waitingChange}
            </StatusBadge>
          </span>
        ) : null}
      </TableCell>
      <TableCell align="middle" className="min-w-0 break-all">
        <CellLabel className="block">{t.slug}</CellLabel>
        {slugOfUser(user) === '' ? (
          <span className="text-stone-700">{t.noSlug}</span>
        ) : (
          <code>{slugOfUser(user)}</code>
        )}
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.role}</CellLabel>
        <select
          aria-label={t.roleOf({ name: user.name })}
          value={user.role}
          disabled={own || busy}
          onChange={(event) => pickRole(event.target.value)}
          className={`${fieldControlClass(false)} min-w-36`}
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.actions}</CellLabel>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={reset.isPending}
            loadingLabel={t.resetting}
            disabled={busy}
            context={user.name}
            onClick={() => setPending({ kind: 'reset' })}
          >
            {t.resetPassword}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            loadingLabel={t.deleting}
            disabled={own || busy}
            context={user.name}
            onClick={() => setPending({ kind: 'delete' })}
          >
            {t.delete}
          </Button>
        </div>
        {own ? <p className="mt-1 text-xs text-stone-700">{t.ownAccount}</p> : null}
        {pending?.kind === 'role' ? (
          <ConsoleConfirmDialog
            title={t.roleTitle}
            body={t.roleBody({ name: user.name, role: ROLE_LABELS[pending.role] })}
            confirmLabel={t.changeRole}
            busyLabel={t.changingRole}
            busy={role.isPending}
            onConfirm={() => role.mutate(pending.role)}
            onCancel={() => setPending(null)}
          />
        ) : null}
        {pending?.kind === 'delete' ? (
          <ConsoleConfirmDialog
            title={t.deleteTitle}
            body={t.deleteBody({ name: user.name, email: user.email })}
            confirmLabel={t.delete}
            busyLabel={t.deleting}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            onCancel={() => setPending(null)}
          />
        ) : null}
        {pending?.kind === 'reset' ? (
          <ConsoleConfirmDialog
            title={t.resetTitle}
            body={t.resetBody({ name: user.name })}
            confirmLabel={t.resetPassword}
            busyLabel={t.resetting}
            busy={reset.isPending}
            onConfirm={() => reset.mutate()}
            onCancel={() => setPending(null)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
