import { zodResolver } from '@hookform/resolvers/zod';
import { groupSave, type ConsoleGroup, type GroupSave } from '@meja/shared/contracts/console-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import {
  consoleGroupsQueryKey,
  deleteConsoleGroup,
  updateConsoleGroup,
} from '../../../api/console-groups-api';
import { refreshAfterWrite } from '../../../api/refresh-after-write';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { TextField } from '../../../components/text-field';
import { TextLink } from '../../../components/text-link';
import { useMessages } from '../../../i18n/use-messages';
import { ConsoleConfirmDialog } from '../console-confirm-dialog';
import { groupsMessages } from './groups-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';

export interface GroupsNotice {
  tone: 'success' | 'error';
  text: string;
}

interface GroupRowProps {
  group: ConsoleGroup;
  onNotice: (notice: GroupsNotice) => void;
}

/** One group: name and slug (edited in place), its counts, its dashboard link, and delete. */
export function GroupRow({ group, onNotice }: GroupRowProps) {
  const t = useMessages(groupsMessages);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const refresh = () => void refreshAfterWrite(queryClient, consoleGroupsQueryKey);
  const remove = useMutation({
    mutationFn: () => deleteConsoleGroup(group._id),
    onSuccess: () => {
      setConfirming(false);
      refresh();
      onNotice({ tone: 'success', text: t.deleted({ name: group.name }) });
    },
    onError: (error) => {
      setConfirming(false);
      refresh();
      onNotice({ tone: 'error', text: messageOf(error, t.actionFailed) });
    },
  });

  return (
    <TableRow tone="plain" className="grid grid-cols-2 gap-3 p-4" data-group-row={group.slug}>
      {editing ? (
        <TableCell align="middle" className="col-span-2 min-w-0 lg:col-span-1" colSpan={2}>
          <EditGroupForm
            group={group}
            onDone={(saved) => {
              setEditing(false);
              if (saved) onNotice({ tone: 'success', text: t.saved({ name: saved }) });
            }}
          />
        </TableCell>
      ) : (
        <>
          <TableCell align="middle" className="col-span-2 min-w-0 lg:col-span-1">
            <CellLabel className="block">{t.name}</CellLabel>
            <span className="font-semibold break-words text-stone-900">{group.name}</span>
          </TableCell>
          <TableCell align="middle" className="col-span-2 min-w-0 break-all lg:col-span-1">
            <CellLabel className="block">{t.slug}</CellLabel>
            <code className="text-sm">{group.slug}</code>
          </TableCell>
        </>
      )}
      <TableCell align="middle">
        <CellLabel className="block">{t.tenants}</CellLabel>
        {group.tenantCount}
      </TableCell>
      <TableCell align="middle">
        <CellLabel className="block">{t.managers}</CellLabel>
        {group.managerCount}
      </TableCell>
      <TableCell align="middle" className="col-span-2 min-w-0 lg:col-span-1">
        <CellLabel className="block">{t.actions}</CellLabel>
        <div className="flex flex-wrap items-center gap-2">
          <TextLink to={`/group/${group.slug}`} className="mr-2">
            {t.dashboard}
          </TextLink>
          {editing ? null : (
            <Button variant="secondary" context={group.name} onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
          )}
          <Button
            variant="danger"
            context={group.name}
            disabled={group.tenantCount > 0 || remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {t.delete}
          </Button>
        </div>
        {group.tenantCount > 0 ? <p className="mt-1 text-xs text-stone-700">{t.hasTenants}</p> : null}
        {confirming ? (
          <ConsoleConfirmDialog
            title={t.deleteTitle}
            body={t.deleteBody({ name: group.name })}
            confirmLabel={t.delete}
            busyLabel={t.deleting}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            onCancel={() => setConfirming(false)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}

const FIELD_NAMES = ['name', 'slug'] as const;

function EditGroupForm({
  group,
  onDone,
}: {
  group: ConsoleGroup;
  onDone: (savedName: string | null) => void;
}) {
  const t = useMessages(groupsMessages);
  const queryClient = useQueryClient();
  const form = useForm<GroupSave>({
    resolver: zodResolver(groupSave),
    defaultValues: { name: group.name, slug: group.slug },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: GroupSave) => updateConsoleGroup(group._id, body),
    onSuccess: (saved) => {
      void refreshAfterWrite(queryClient, consoleGroupsQueryKey);
      onDone(saved.name);
    },
    onError: (error) => {
      if (applyServerFieldErrors(form, error, FIELD_NAMES) === 0) {
        form.setError('root', { message: messageOf(error, t.saveFailed) });
      }
    },
  });

  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <TextField
        label={t.nameOf({ name: group.name })}
        required
        maxLength={120}
        className={UPPER_CASE_INPUT_CLASS}
        error={errors.name?.message}
        {...form.register('name', { setValueAs: toUpperCaseText })}
      />
      <TextField
        label={t.slugOf({ name: group.name })}
        required
        maxLength={80}
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      {errors.root?.message ? (
        <p className="text-sm text-red-800 sm:col-span-2">{errors.root.message}</p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" variant="primary" loading={mutation.isPending}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)} disabled={mutation.isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
