import { parseTableList } from '@meja/shared/table-list';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsPanel } from './settings-card';
import { settingsMessages, tableListMessages } from './settings-messages';
import { tableCardsPath } from './table-cards-path';
import { tableListErrorText } from './table-list-error';

/** 'Kartu QR per meja': the tables to print, checked here, then the printable sheet. */
export function TableCardsCard({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(settingsMessages);
  const listTexts = useMessages(tableListMessages);
  const navigate = useNavigate();
  const [tables, setTables] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = parseTableList(tables);
    if (!parsed.ok) {
      setError(tableListErrorText(listTexts, parsed.error));
      return;
    }
    void navigate(tableCardsPath(tenantSlug, tables.trim()));
  }

  return (
    <SettingsPanel id="table-cards" title={t.cardsTitle} description={t.cardsDescription}>
      <form noValidate onSubmit={submit} aria-labelledby="table-cards-title" className="space-y-4">
        <TextField
          label={t.cardsTables}
          value={tables}
          onChange={(event) => {
            setTables(event.target.value);
            setError(null);
          }}
          placeholder={t.cardsPlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t.cardsTablesHint}
          error={error ?? undefined}
        />
        <Button type="submit" variant="primary" className="w-full sm:w-auto">
          {t.cardsOpen}
        </Button>
      </form>
    </SettingsPanel>
  );
}
