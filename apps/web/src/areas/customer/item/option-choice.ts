import type { MenuOptionGroup } from '@meja/shared/contracts/menu-options';
import { choiceProblem, chosenOptions, type LineOption } from '@meja/shared/menu-options';

/** What the diner has chosen on the item page, and whether it may be added (issue 20). */
export interface OptionChoice {
  /** The chosen options the dish still has, in its order. */
  options: LineOption[];
  /** The first required group still without enough choices; null when none is. */
  missing: string | null;
  /** The choices fit the dish's groups. */
  complete: boolean;
}

export function optionChoice(groups: readonly MenuOptionGroup[], chosen: readonly string[]): OptionChoice {
  // An id the dish no longer has (the menu was fetched again meanwhile) is simply not chosen.
  const options = chosenOptions(groups, chosen);
  const problem = choiceProblem(
    groups,
    options.map((option) => option.id),
  );
  return { options, missing: problem?.kind === 'missing' ? problem.group : null, complete: problem === null };
}

interface GroupHintTexts {
  requiredExactly: (values: { count: number }) => string;
  requiredRange: (values: { min: number; max: number }) => string;
  optional: (values: { max: number }) => string;
}

/** 'Wajib, pilih 1', 'Wajib, pilih 1–2' or 'Opsional, maks 3'. */
export function groupHint(
  t: GroupHintTexts,
  group: Pick<MenuOptionGroup, 'minChoices' | 'maxChoices'>,
): string {
  const { minChoices: min, maxChoices: max } = group;
  if (min < 1) return t.optional({ max });
  return min >= max ? t.requiredExactly({ count: min }) : t.requiredRange({ min, max });
}
