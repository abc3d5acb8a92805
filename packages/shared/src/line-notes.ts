import { LINE_NOTE_MAX } from './limits';

/*
 * A note on one order line ('tanpa bawang', issue 20), for the diner's cart and the POS's alike: a
 * line is its dish, its options and its note, so the same dish with two notes is two lines.
 */

interface NotedLine {
  menuItemId: string;
  note?: string | undefined;
  /** The chosen options (issue 20; their ids, or copies carrying them), when the dish has groups. */
  options?: readonly (string | { id: string })[] | undefined;
  qty: number;
}

/**
 * A line's identity in its cart: the dish's id, its chosen options' ids (sorted, each after a '+')
 * and the note after a line break — so 'Mie goreng, level 3' and 'level 5' are two lines.
 */
export function lineKey(line: Pick<NotedLine, 'menuItemId' | 'note' | 'options'>): string {
  const ids = (line.options ?? []).map((option) => (typeof option === 'string' ? option : option.id));
  const options = ids.length > 0 ? `+${ids.sort().join('+')}` : '';
  const dish = `${line.menuItemId}${options}`;
  return line.note ? `${dish}\n${line.note}` : dish;
}

/** A note as a line keeps it: trimmed, at most LINE_NOTE_MAX characters. */
export function cleanLineNote(note: string): string {
  return note.trim().slice(0, LINE_NOTE_MAX);
}

/**
 * Gives the line `key` a new note. When the same dish already has a line with that note, the two
 * become one in the place of that line, their quantities added (at most `maxQty`).
 */
export function setLineNote<T extends NotedLine>(
  lines: readonly T[],
  key: string,
  note: string,
  maxQty: number,
): T[] {
  const changed = lines.find((line) => lineKey(line) === key);
  if (!changed) return [...lines];
  const renamed: T = { ...changed, note: cleanLineNote(note) };
  const target = lineKey(renamed);
  if (target === key) return lines.map((line) => (lineKey(line) === key ? renamed : line));
  if (!lines.some((line) => lineKey(line) === target)) {
    return lines.map((line) => (lineKey(line) === key ? renamed : line));
  }
  return lines
    .filter((line) => lineKey(line) !== key)
    .map((line) =>
      lineKey(line) === target ? { ...line, qty: Math.min(maxQty, line.qty + changed.qty) } : line,
    );
}
