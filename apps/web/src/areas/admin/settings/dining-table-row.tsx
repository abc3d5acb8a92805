import { TABLE_AREA_MAX, type DiningTable } from '@meja/shared/contracts/tables';
import { TABLE_NAME_MAX } from '@meja/shared/table-list';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { readEditDraft } from './dining-table-drafts';
import { diningTablesMessages } from './dining-tables-messages';
import type { useDiningTableChanges } from './use-dining-tables';

interface DiningTableRowProps {
  table: DiningTable;
  update: ReturnType<typeof useDiningTableChanges>['update'];
  onDelete: () => void;
}

/** One listed table: its name and area, 'Ubah' (both in place) and 'Hapus'. */
export function DiningTableRow({ table, update, onDelete }: DiningTableRowProps) {
  const t = useMessages(diningTablesMessages);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(table.name);
  const [area, setArea] = useState(table.area);
  const [errors, setErrors] = useState<{ name?: string; area?: string }>({});
  const context = t.editContext({ table: table.name });
  const mine = update.variables?.id === table._id;

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const draft = readEditDraft(table, name, area);
    if (!draft.ok) {
      setErrors({ [draft.field]: draft.message });
      return;
    }
    if (Object.keys(draft.changes).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate({ id: table._id, changes: draft.changes }, { onSuccess: () => setEditing(false) });
  }

  if (editing) {
    return (
      <li data-dining-table={table.name} className="py-3">
        <form noValidate onSubmit={submit} aria-label={`${t.edit} ${context}`} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t.name}
              value={name}
              maxLength={TABLE_NAME_MAX}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setName(event.target.value);
                setErrors({});
              }}
              error={errors.name}
            />
            <TextField
              label={t.area}
              optional
              value={area}
              maxLength={TABLE_AREA_MAX}
              autoComplete="off"
              onChange={(event) => {
                setArea(event.target.value);
                setErrors({});
              }}
              error={errors.area}
            />
          </div>
          {mine && update.isError ? (
            <ErrorMessage>{messageOf(update.error, t.saveFailed)}</ErrorMessage>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setName(table.name);
                setArea(table.area);
                setErrors({});
                update.reset();
              }}
            >
              {t.cancel}
            </Button>
            <Button type="submit" variant="primary" loading={mine && update.isPending}>
              {t.save}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li data-dining-table={table.name} className="flex items-center justify-between gap-2 py-2">
      <p className="min-w-0">
        <span className="font-bold break-all text-stone-950">{table.name}</span>
        <span className="block truncate text-sm text-stone-600">{table.area || t.noArea}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          className="px-3"
          context={context}
          onClick={() => {
            update.reset();
            setName(table.name);
            setArea(table.area);
            setEditing(true);
          }}
        >
          {t.edit}
        </Button>
        <Button variant="danger" className="px-3" context={context} onClick={onDelete}>
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
