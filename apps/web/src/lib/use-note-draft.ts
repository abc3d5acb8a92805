import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A line note being typed (issue 20): kept here until the person leaves the field or presses Enter,
 * then committed once — not on every key, since a committed note may join the line to another.
 * Closed again when it is left empty.
 */
export function useNoteDraft(note: string, onCommit: (note: string) => void) {
  const [open, setOpen] = useState(note !== '');
  const [draft, setDraft] = useState(note);
  const commit = () => {
    if (draft.trim() !== note) onCommit(draft);
    if (draft.trim() === '') setOpen(false);
  };
  return {
    open,
    openField: () => setOpen(true),
    /** Props of the note's <input>. */
    input: {
      value: draft,
      autoFocus: note === '',
      onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
      onBlur: (_event: FocusEvent<HTMLInputElement>) => commit(),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      },
    },
  };
}
