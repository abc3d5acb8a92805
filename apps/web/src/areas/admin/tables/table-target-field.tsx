import type { BoardTable } from '@meja/shared/contracts/tables';
import { TABLE_STATE_LABELS } from '@meja/shared/table-states';
import { TABLE_NAME_MAX } from '@meja/shared/table-list';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { tablesMessages } from './tables-messages';

export interface TargetDraft {
  selected: string;
  typed: string;
}

interface TableTargetFieldProps {
  tables: readonly BoardTable[];
  draft: TargetDraft;
  onChange: (draft: TargetDraft) => void;
  error?: string;
}

/** Where to: one of the board's tables, or a table name typed (one not in the list). */
export function TableTargetField({ tables, draft, onChange, error }: TableTargetFieldProps) {
  const t = useMessages(tablesMessages);
  const options = [
    { value: '', label: t.targetChoose },
    ...tables.map((table) => ({
      value: table.name,
      label: t.targetOption({ table: table.name, state: TABLE_STATE_LABELS[table.state] }),
    })),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t.targetSelect}
        options={options}
        value={draft.selected}
        onChange={(event) => onChange({ ...draft, selected: event.target.value })}
        error={error}
      />
      <TextField
        label={t.targetTyped}
        optional
        value={draft.typed}
        maxLength={TABLE_NAME_MAX}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t.targetTypedHint}
        onChange={(event) => onChange({ ...draft, typed: event.target.value })}
      />
    </div>
  );
}
