/*
 * A dish's option groups (issue 20: 'Level pedas' pick one of 0–5, 'Tambahan' pick up to 3), for
 * the diner's item page, the POS and the server alike: which choices a line may carry, what they
 * add to its price, and how they are shown on the kitchen card and the receipt.
 */

export interface ChoiceOption {
  id: string;
  name: string;
  priceDelta: number;
}

export interface ChoiceGroup {
  id: string;
  name: string;
  /** At least this many options (≥ 1: the group is required). */
  minChoices: number;
  /** At most this many options (≥ 1). */
  maxChoices: number;
  options: readonly ChoiceOption[];
}

/** A chosen option as an order line keeps it: the option, and its group's name when chosen. */
export interface LineOption {
  id: string;
  group: string;
  name: string;
  priceDelta: number;
}

/** Why a line's choices do not fit its dish: a group with too few or too many, or an unknown option. */
export type ChoiceProblem =
  | { kind: 'missing'; group: string; min: number }
  | { kind: 'tooMany'; group: string; max: number }
  | { kind: 'unknown' };

/**
 * Checks the option ids a line carries against its dish's groups: every id an option of one of
 * them, none twice, and each group between its minimum and maximum. Null when they fit.
 */
export function choiceProblem(
  groups: readonly ChoiceGroup[],
  chosen: readonly string[],
): ChoiceProblem | null {
  if (new Set(chosen).size !== chosen.length) return { kind: 'unknown' };
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  if (chosen.some((id) => !known.has(id))) return { kind: 'unknown' };
  const picked = new Set(chosen);
  for (const group of groups) {
    const count = group.options.filter((option) => picked.has(option.id)).length;
    if (count < group.minChoices) return { kind: 'missing', group: group.name, min: group.minChoices };
    if (count > group.maxChoices) return { kind: 'tooMany', group: group.name, max: group.maxChoices };
  }
  return null;
}

/** The chosen options in the dish's order (its groups', then each group's), as a line keeps them. */
export function chosenOptions(groups: readonly ChoiceGroup[], chosen: readonly string[]): LineOption[] {
  const picked = new Set(chosen);
  return groups.flatMap((group) =>
    group.options
      .filter((option) => picked.has(option.id))
      .map((option) => ({
        id: option.id,
        group: group.name,
        name: option.name,
        priceDelta: option.priceDelta,
      })),
  );
}

/** A line's unit price: the dish's price (after its discount) and every chosen option's delta. */
export function priceWithOptions(base: number, options: readonly Pick<LineOption, 'priceDelta'>[]): number {
  return options.reduce((sum, option) => sum + option.priceDelta, base);
}

/** How a line's options read on a card, a receipt or a cart line: 'Level 3, Telur ceplok'. */
export function optionsText(options: readonly Pick<LineOption, 'name'>[]): string {
  return options.map((option) => option.name).join(', ');
}

/**
 * Tapping an option: chosen again, it is taken off; in a pick-one group it replaces the group's
 * choice; in a pick-several group it is added while the group has room.
 */
export function toggleOption(group: ChoiceGroup, chosen: readonly string[], optionId: string): string[] {
  const inGroup = new Set(group.options.map((option) => option.id));
  if (chosen.includes(optionId)) return chosen.filter((id) => id !== optionId);
  if (group.maxChoices === 1) return [...chosen.filter((id) => !inGroup.has(id)), optionId];
  const count = chosen.filter((id) => inGroup.has(id)).length;
  return count >= group.maxChoices ? [...chosen] : [...chosen, optionId];
}
