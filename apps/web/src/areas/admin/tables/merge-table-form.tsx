import type { BoardTable } from '@meja/shared/contracts/tables';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { chooseTarget, targetErrorText, targetTables } from './floor-board';
import { TableTargetField, type TargetDraft } from './table-target-field';
import { tablesMessages } from './tables-messages';
import { useMergeTables } from './use-table-board';

interface MergeTableFormProps {
  tenantSlug: string;
  table: BoardTable;
  tables: readonly BoardTable[];
  onMerged: () => void;
  onCancel: () => void;
}

/** 'Gabung ke meja lain': the target first, then a question before every open order moves there. */
export function MergeTableForm({ tenantSlug, table, tables, onMerged, onCancel }: MergeTableFormProps) {
  const t = useMessages(tablesMessages);
  const [draft, setDraft] = useState<TargetDraft>({ selected: '', typed: '' });
  const [error, setError] = useState<string | undefined>();
  const [target, setTarget] = useState<string | null>(null);
  const merge = useMergeTables(tenantSlug);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const choice = chooseTarget(draft.selected, draft.typed, table.name);
    setError(targetErrorText(t, choice));
    if (choice.ok) setTarget(choice.table);
  }

  if (target) {
    return (
      <div
        role="group"
        aria-label={t.merge}
        className="mt-3 space-y-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-3"
      >
        <p className="text-sm font-semibold text-amber-950">
          {t.mergeQuestion({ count: table.orders.length, from: table.name, to: target })}
        </p>
        {merge.isError ? <ErrorMessage>{messageOf(merge.error, t.actionFailed)}</ErrorMessage> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={merge.isPending} onClick={() => setTarget(null)}>
            {t.cancel}
          </Button>
          <Button
            variant="primary"
            loading={merge.isPending}
            loadingLabel={t.merging}
            onClick={() => merge.mutate({ from: table.name, to: target }, { onSuccess: onMerged })}
          >
            {t.mergeConfirm}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t.merge}
      className="mt-3 space-y-3 rounded-lg border border-stone-300 bg-stone-50 p-3"
    >
      <p className="text-sm font-semibold text-stone-900">{t.mergeTitle({ table: table.name })}</p>
      <TableTargetField
        tables={targetTables(tables, table.name)}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="primary">
          {t.mergeSubmit}
        </Button>
      </div>
    </form>
  );
}
