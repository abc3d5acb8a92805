import type { StaffUser } from '@meja/shared/contracts/users';
import { ROLE_LABELS, TENANT_STAFF_ROLES, type TenantStaffRole } from '@meja/shared/roles';
import { staffChangeRefusal } from '@meja/shared/staff-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../../api/api-error';
import { changeStaffRole, deleteStaffUser, resetStaffPassword, usersQueryKey } from '../../../api/users-api';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { formatDateTime } from '../../../lib/local-date';
import type { IssuedPassword } from './temp-password-notice';
import { usersMessages } from './users-messages';

export interface UsersNotice {
  tone: 'success' | 'error';
  text: string;
}

interface UserRowProps {
  user: StaffUser;
  tenantSlug: string;
  /** Who is looking (their own row cannot be deleted or demoted). */
  actorId: string;
  adminCount: number;
  onIssued: (issued: IssuedPassword) => void;
  onNotice: (notice: UsersNotice) => void;
}

function isStaffRole(value: string): value is TenantStaffRole {
  return TENANT_STAFF_ROLES.some((role) => role === value);
}

/** One account: name, email, role (a select), last login; reset password and delete. */
export function UserRow({ user, tenantSlug, actorId, adminCount, onIssued, onNotice }: UserRowProps) {
  const t = useMessages(usersMessages);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: usersQueryKey(tenantSlug) });
  const failed = (error: unknown) => {
    refresh();
    onNotice({ tone: 'error', text: messageOf(error, t.actionFailed) });
  };
  const role = useMutation({
    mutationFn: (next: TenantStaffRole) => changeStaffRole(tenantSlug, user._id, next),
    onSuccess: (changed) => {
      refresh();
      onNotice({
        tone: 'success',
        text: t.roleChanged({ name: changed.name, role: ROLE_LABELS[changed.role] }),
      });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteStaffUser(tenantSlug, user._id),
    onSuccess: () => {
      refresh();
      onNotice({ tone: 'success', text: t.deleted({ name: user.name }) });
    },
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: () => resetStaffPassword(tenantSlug, user._id),
    onSuccess: (result) => {
      refresh();
      onIssued({ kind: 'reset', result });
    },
    onError: failed,
  });

  // The server enforces these too; here they only keep the buttons honest.
  const refusal = staffChangeRefusal({
    actorId,
    target: { id: user._id, role: user.role },
    newRole: null,
    adminCount,
  });
  const locked = refusal !== null;
  const busy = role.isPending || remove.isPending || reset.isPending;
  const own = user._id === actorId;

  function pickRole(value: string): void {
    if (!isStaffRole(value) || value === user.role) return;
    if (!window.confirm(t.confirmRole({ name: user.name, role: ROLE_LABELS[value] }))) return;
    role.mutate(value);
  }

  return (
    <TableRow tone="plain" className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2" data-user-row={user.email}>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.name}</CellLabel>
        <span className="font-semibold text-stone-900">{user.name}</span>
        {own ? <span className="ml-1 text-sm text-stone-700">{t.you}</span> : null}
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
        <CellLabel className="block">{t.role}</CellLabel>
        <select
          aria-label={t.roleOf({ name: user.name })}
          value={user.role}
          disabled={locked || busy}
          onChange={(event) => pickRole(event.target.value)}
          className={`${fieldControlClass(false)} min-w-36`}
        >
          {TENANT_STAFF_ROLES.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </select>
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.lastLogin}</CellLabel>
        {user.lastLoginAt ? (
          <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt)}</time>
        ) : (
          <span className="text-stone-700">{t.neverLoggedIn}</span>
        )}
      </TableCell>
      <TableCell align="middle" className="min-w-0 sm:col-span-2 lg:col-span-1">
        <CellLabel className="block">{t.actions}</CellLabel>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={reset.isPending}
            loadingLabel={t.resetting}
            disabled={busy}
            context={user.name}
            onClick={() => {
              if (window.confirm(t.confirmReset)) reset.mutate();
            }}
          >
            {t.resetPassword}
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            loadingLabel={t.deleting}
            disabled={locked || busy}
            context={user.name}
            onClick={() => {
              if (window.confirm(t.confirmDelete)) remove.mutate();
            }}
          >
            {t.delete}
          </Button>
        </div>
        {locked ? (
          <p className="mt-1 text-xs text-stone-700">
            {refusal === 'LAST_ADMIN' ? t.lastAdmin : t.ownAccount}
          </p>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
