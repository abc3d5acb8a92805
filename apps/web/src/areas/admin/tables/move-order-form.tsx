import type { BoardTable } from '@meja/shared/contracts/tables';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';
import { chooseTarget, targetErrorText, targetTables } from './floor-board';
import { TableTargetField, type TargetDraft } from './table-target-field';
import { tablesMessages } from './tables-messages';
import { useMoveOrder } from './use-table-board';

interface MoveOrderFormProps {
  tenantSlug: string;
  orderId: string;
  /** The table the order is at now. */
  table: string;
  tables: readonly BoardTable[];
  onMoved: (table: string) => void;
  onCancel: () => void;
}

/** 'Pindah meja': one open order goes to another table. */
export function MoveOrderForm({ tenantSlug, orderId, table, tables, onMoved, onCancel }: MoveOrderFormProps) {
  const t = useMessages(tablesMessages);
  const [draft, setDraft] = useState<TargetDraft>({ selected: '', typed: '' });
  const [error, setError] = useState<string | undefined>();
  const move = useMoveOrder(tenantSlug);
  const id = shortId(orderId, 6);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const choice = chooseTarget(draft.selected, draft.typed, table);
    setError(targetErrorText(t, choice));
    if (!choice.ok) return;
    move.mutate({ orderId, table: choice.table }, { onSuccess: () => onMoved(choice.table) });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t.move}
      className="mt-2 space-y-3 rounded-lg border border-stone-300 bg-stone-50 p-3"
    >
      <p className="text-sm font-semibold text-stone-900">{t.moveTitle({ id })}</p>
      <TableTargetField
        tables={targetTables(tables, table)}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setError(undefined);
        }}
        error={error}
      />
      {move.isError ? <ErrorMessage>{messageOf(move.error, t.actionFailed)}</ErrorMessage> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="primary" loading={move.isPending} loadingLabel={t.moving}>
          {t.moveSubmit}
        </Button>
      </div>
    </form>
  );
}
