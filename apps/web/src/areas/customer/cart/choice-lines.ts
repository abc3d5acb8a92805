import { lineKey } from '@meja/shared/line-notes';
import { choiceProblem, type ChoiceGroup } from '@meja/shared/menu-options';
import type { CartLine } from './cart-lines';

/* The cart page's own check (not cart-lines.ts, which the menu's first chunk carries). */

/**
 * The cart lines (by lineKey) whose chosen options no longer fit their dish as the menu now shows it
 * (issue 20: a group made required, an option taken off): the diner chooses again. A dish the menu
 * does not list is left to the server, as for 'Habis'.
 */
export function choiceProblemLines(
  lines: readonly CartLine[],
  menu: readonly { _id: string; optionGroups: readonly ChoiceGroup[] }[] | undefined,
): Set<string> {
  const groupsOf = new Map((menu ?? []).map((item) => [item._id, item.optionGroups]));
  const changed = lines.filter((line) => {
    const groups = groupsOf.get(line.menuItemId);
    return groups !== undefined && choiceProblem(groups, line.options) !== null;
  });
  return new Set(changed.map(lineKey));
}
