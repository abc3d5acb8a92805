import { TABLE_AREA_MAX, type DiningTable } from '@meja/shared/contracts/tables';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { addedCount, readAddDraft } from './dining-table-drafts';
import { diningTablesMessages } from './dining-tables-messages';
import { tableListMessages } from './settings-messages';
import { tableListErrorText } from './table-list-error';
import type { useDiningTableChanges } from './use-dining-tables';

interface AddTablesFormProps {
  tables: readonly DiningTable[];
  add: ReturnType<typeof useDiningTableChanges>['add'];
}

/** 'A1-A12' and an optional area: the tables are added in one go (names already listed stay). */
export function AddTablesForm({ tables, add }: AddTablesFormProps) {
  const t = useMessages(diningTablesMessages);
  const listTexts = useMessages(tableListMessages);
  const [tablesText, setTablesText] = useState('');
  const [area, setArea] = useState('');
  const [errors, setErrors] = useState<{ tables?: string; area?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const preview = tablesText.trim() === '' ? null : readAddDraft(tablesText, '');
  const willAdd =
    preview?.ok === true
      ? t.willAdd({
          count: preview.tables.length,
          first: preview.tables[0] ?? '',
          rest: preview.tables.length > 1 ? t.willAddRest({ last: preview.tables.at(-1) ?? '' }) : '',
        })
      : null;

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setDone(null);
    const draft = readAddDraft(tablesText, area);
    if (!draft.ok) {
      setErrors(
        draft.field === 'tables'
          ? {
              // The list's own limit is per addition here, not per printed sheet.
              tables:
                draft.error.kind === 'tooMany'
                  ? t.tooMany({ max: draft.error.max })
                  : tableListErrorText(listTexts, draft.error),
            }
          : { area: draft.message },
      );
      return;
    }
    const before = tables;
    add.mutate(
      { tables: draft.tables, area: draft.area },
      {
        onSuccess: (after) => {
          const { added, skipped } = addedCount(before, after, draft.tables);
          setDone(skipped > 0 ? t.addedSkipped({ count: added, skipped }) : t.added({ count: added }));
          setTablesText('');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t.add} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.tables}
          value={tablesText}
          onChange={(event) => {
            setTablesText(event.target.value);
            setErrors({});
            setDone(null);
          }}
          placeholder={t.tablesPlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={willAdd ?? t.tablesHint}
          error={errors.tables}
        />
        <TextField
          label={t.area}
          optional
          value={area}
          maxLength={TABLE_AREA_MAX}
          onChange={(event) => {
            setArea(event.target.value);
            setErrors({});
          }}
          placeholder={t.areaPlaceholder}
          autoComplete="off"
          hint={t.areaHint}
          error={errors.area}
        />
      </div>
      {done ? <SuccessMessage>{done}</SuccessMessage> : null}
      {add.isError ? <ErrorMessage>{messageOf(add.error, t.addFailed)}</ErrorMessage> : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full sm:w-auto"
        loading={add.isPending}
        loadingLabel={t.adding}
      >
        {t.add}
      </Button>
    </form>
  );
}
