import { LINE_NOTE_MAX } from '@meja/shared/limits';
import { useId } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { useNoteDraft } from '../../../lib/use-note-draft';
import { cartLineMessages } from './cart-messages';
import { dinerFieldClass, dinerTextLinkClass } from '../shell/diner-ui';

interface LineNoteFieldProps {
  name: string;
  note: string;
  onCommit: (note: string) => void;
}

/** A line's own note ('tanpa bawang', issue 20): 'Tambah catatan' opens it; a note keeps it open. */
export function LineNoteField({ name, note, onCommit }: LineNoteFieldProps) {
  const t = useMessages(cartLineMessages);
  const id = useId();
  const draft = useNoteDraft(note, onCommit);
  if (!draft.open) {
    return (
      <button
        type="button"
        className={`inline-flex min-h-11 items-center self-start text-sm ${dinerTextLinkClass}`}
        onClick={draft.openField}
      >
        {t.addNote}
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-(--diner-text)">
        {t.note({ name })}
      </label>
      <input
        id={id}
        type="text"
        maxLength={LINE_NOTE_MAX}
        placeholder={t.notePlaceholder}
        className={`${dinerFieldClass(false)} text-sm`}
        data-line-note
        {...draft.input}
      />
    </div>
  );
}
