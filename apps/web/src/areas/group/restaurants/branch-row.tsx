import { GROUP_MESSAGES, type GroupBranch } from '@meja/shared/contracts/group';
import { PACKAGE_LABELS } from '@meja/shared/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { groupBranchesQueryKey, resetBranchAdminPassword } from '../../../api/group-api';
import { Button } from '../../../components/button/button';
import { buttonLook } from '../../../components/button/button-look';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { ConsoleConfirmDialog } from '../../super-admin/console-confirm-dialog';
import type { IssuedTempPassword } from '../../super-admin/users/temp-password-dialog';
import { CopyBranchDialog, type CopyKind } from './copy-branch-dialog';
import { restaurantsMessages } from './restaurants-messages';

export interface BranchNotice {
  tone: 'success' | 'error';
  text: string;
}

interface BranchRowProps {
  groupSlug: string;
  branch: GroupBranch;
  branches: readonly GroupBranch[];
  onIssued: (issued: IssuedTempPassword) => void;
  onNotice: (notice: BranchNotice) => void;
}

/** One branch: name, slug, city and phone, package, admins; copy settings or menu, reset the admin. */
export function BranchRow({ groupSlug, branch, branches, onIssued, onNotice }: BranchRowProps) {
  const t = useMessages(restaurantsMessages);
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState<CopyKind | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetBranchAdminPassword(groupSlug, branch.slug),
    onSuccess: ({ email, tempPassword }) => {
      setConfirmReset(false);
      onIssued({ name: t.adminOf({ name: branch.name }), email, tempPassword });
    },
    onError: (error) => {
      setConfirmReset(false);
      void queryClient.invalidateQueries({ queryKey: groupBranchesQueryKey(groupSlug) });
      onNotice({ tone: 'error', text: messageOf(error, t.actionFailed) });
    },
  });
  const noAdmin = branch.adminCount === 0;

  return (
    <TableRow
      tone={branch.active ? 'plain' : 'muted'}
      className="grid grid-cols-2 gap-3 p-4"
      data-branch-row={branch.slug}
    >
      <TableCell align="middle" className="col-span-2 min-w-0">
        <CellLabel className="block">{t.name}</CellLabel>
        <span className="block font-semibold break-words text-stone-900">{branch.name}</span>
        <code className="block text-xs break-all text-stone-600">{branch.slug}</code>
        {branch.city || branch.phone ? (
          <span className="block text-sm break-words text-stone-700">
            {[branch.city, branch.phone].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.package}</CellLabel>
        <span className="flex flex-wrap gap-1">
          <StatusBadge tone="progress">{PACKAGE_LABELS[branch.package]}</StatusBadge>
          {branch.active ? null : <StatusBadge tone="neutral">{t.inactive}</StatusBadge>}
        </span>
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.admins}</CellLabel>
        {noAdmin ? (
          <StatusBadge tone="waiting" wrap>
            {GROUP_MESSAGES.noAdmin}
          </StatusBadge>
        ) : (
          <span data-admin-count={branch.adminCount}>{t.adminCount({ count: branch.adminCount })}</span>
        )}
      </TableCell>
      <TableCell align="middle" className="col-span-2 min-w-0">
        <CellLabel className="block">{t.actions}</CellLabel>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button variant="secondary" context={branch.name} onClick={() => setCopying('settings')}>
            {t.copySettingsAction}
          </Button>
          <Button variant="secondary" context={branch.name} onClick={() => setCopying('menu')}>
            {t.copyMenuAction}
          </Button>
          <Button
            variant="secondary"
            context={branch.name}
            disabled={noAdmin || reset.isPending}
            loading={reset.isPending}
            loadingLabel={t.resetting}
            onClick={() => setConfirmReset(true)}
          >
            {t.resetAdmin}
          </Button>
          <a
            href={`/${encodeURIComponent(branch.slug)}/menu`}
            target="_blank"
            rel="noreferrer"
            aria-label={t.publicMenuOf({ name: branch.name })}
            className={buttonLook('secondary')}
          >
            {t.publicMenu}
          </a>
        </div>
        {copying ? (
          <CopyBranchDialog
            kind={copying}
            groupSlug={groupSlug}
            target={branch}
            branches={branches}
            onCancel={() => setCopying(null)}
            onDone={(text) => {
              setCopying(null);
              onNotice({ tone: 'success', text });
            }}
          />
        ) : null}
        {confirmReset ? (
          <ConsoleConfirmDialog
            title={t.resetTitle}
            body={t.resetBody({ name: branch.name })}
            confirmLabel={t.resetAdmin}
            busyLabel={t.resetting}
            busy={reset.isPending}
            onConfirm={() => reset.mutate()}
            onCancel={() => setConfirmReset(false)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
