import { useState, type FormEvent } from 'react';
import { useNavigate } from '../shell/diner-router';
import { dinerFieldClass, dinerPrimaryButtonClass } from '../shell/diner-ui';
import { lastTableKey } from '../data/local-keys';
import { readLocalText, writeLocalText } from '../data/local-storage';
import { useMessages } from '../../../i18n/use-messages';
import { trackingMessages } from './tracking-messages';

interface TableEntryProps {
  slug: string;
}

/** SPEC §2: 'Masukkan Nomor Meja', upper case, Enter or 'Lihat Pesanan'; the last table prefilled. */
export function TableEntry({ slug }: TableEntryProps) {
  const t = useMessages(trackingMessages);
  const navigate = useNavigate();
  const [table, setTable] = useState(() => readLocalText(lastTableKey(slug)));
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = table.trim();
    if (!trimmed) {
      setInvalid(true);
      return;
    }
    writeLocalText(lastTableKey(slug), trimmed);
    navigate(`/${slug}/order-track?table=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto flex max-w-md flex-col gap-3 rounded-xl border border-(--diner-border) bg-(--diner-surface) p-4"
    >
      <label htmlFor="track-table" className="font-semibold text-(--diner-text)">
        {t.enterTable}
      </label>
      <div className="flex gap-2">
        <input
          id="track-table"
          value={table}
          placeholder={t.tablePlaceholder}
          maxLength={20}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? 'track-table-error' : undefined}
          onChange={(event) => {
            setTable(event.target.value.toUpperCase());
            setInvalid(false);
          }}
          className={dinerFieldClass(invalid)}
        />
        <button type="submit" className={`${dinerPrimaryButtonClass} shrink-0`}>
          {t.viewOrders}
        </button>
      </div>
      {invalid ? (
        <p id="track-table-error" className="text-sm font-semibold text-(--diner-danger)">
          {t.tableRequired}
        </p>
      ) : null}
    </form>
  );
}
