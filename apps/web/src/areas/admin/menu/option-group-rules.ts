import { MAX_ITEM_OPTION_GROUPS } from '@meja/shared/limits';
import { formatRupiah } from '@meja/shared/money';

/* How an option group reads in the back office (issue 20), and a dish's ordered choice of groups. */

/** What the diner must choose: 'Wajib pilih 1', 'Wajib pilih 1–2' or 'Opsional, maks 3'. */
export type ChoiceRule =
  | { kind: 'optional'; max: number }
  | { kind: 'exactly'; count: number }
  | { kind: 'range'; min: number; max: number };

export function choiceRule(minChoices: number, maxChoices: number): ChoiceRule {
  if (minChoices <= 0) return { kind: 'optional', max: maxChoices };
  if (minChoices >= maxChoices) return { kind: 'exactly', count: minChoices };
  return { kind: 'range', min: minChoices, max: maxChoices };
}

/** A whole number typed in a field, or null ('', '1.5', 'abc'). */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The rule the typed minimum and maximum make, or null while they do not make one. */
export function typedChoiceRule(minText: string, maxText: string): ChoiceRule | null {
  const min = wholeNumberOf(minText === '' ? '0' : minText);
  const max = wholeNumberOf(maxText);
  if (min === null || max === null || max < 1 || min > max) return null;
  return choiceRule(min, max);
}

/** An option's price on top of the dish: '+Rp 4.000', or '' when it adds nothing. */
export function priceDeltaText(priceDelta: number): string {
  return priceDelta > 0 ? `+${formatRupiah(priceDelta)}` : '';
}

/** Ticking a group on a dish adds it at the end (while there is room); unticking takes it off. */
export function toggleGroupId(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  if (ids.length >= MAX_ITEM_OPTION_GROUPS) return [...ids];
  return [...ids, id];
}

/** Moves a chosen group one place up (-1) or down (1); at an end it stays. */
export function moveGroupId(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const moved = [...ids];
  moved.splice(from, 1);
  moved.splice(to, 0, id);
  return moved;
}

/**
 * The dish's chosen groups in order, each with its name: a chosen id the list does not (yet) hold
 * keeps its place under the name the dish knows it by.
 */
export function chosenGroups<G extends { id: string; name: string }>(
  ids: readonly string[],
  groups: readonly G[],
  known: readonly { id: string; name: string }[] = [],
): { id: string; name: string }[] {
  return ids.map((id) => {
    const group =
      groups.find((candidate) => candidate.id === id) ?? known.find((candidate) => candidate.id === id);
    return { id, name: group?.name ?? '' };
  });
}
