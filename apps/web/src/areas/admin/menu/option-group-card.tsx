import type { AdminOptionGroup } from '@meja/shared/contracts/menu-options';
import { Button } from '../../../components/button/button';
import { useMessages } from '../../../i18n/use-messages';
import { formatQty } from '../../../lib/format-number';
import { choiceRuleText, optionGroupMessages } from './option-group-messages';
import { choiceRule, priceDeltaText } from './option-group-rules';

interface OptionGroupCardProps {
  group: AdminOptionGroup;
  /** The names of the dishes that have it (those the menu list knows). */
  dishNames: readonly string[];
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function recipeText(lines: AdminOptionGroup['options'][number]['recipe']): string {
  return lines
    .map((line) => [formatQty(line.qty), line.unit, line.name].filter(Boolean).join(' '))
    .join(', ');
}

/** One option group: its rule, its options with their price, its recipes and the dishes using it. */
export function OptionGroupCard({ group, dishNames, busy, onEdit, onDelete }: OptionGroupCardProps) {
  const t = useMessages(optionGroupMessages);
  const required = group.minChoices > 0;
  const used = group.menuItemIds.length;
  const withRecipe = group.options.filter((option) => option.recipe.length > 0);
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-option-group={group.name}
    >
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-stone-900">{group.name}</h3>
        <p
          className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${required ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-700'}`}
          data-choice-rule
        >
          {choiceRuleText(t, choiceRule(group.minChoices, group.maxChoices))}
        </p>
      </div>
      <ul aria-label={t.options} className="flex flex-wrap gap-1.5">
        {group.options.map((option) => (
          <li
            key={option.id}
            className="rounded-2xl border border-stone-300 bg-stone-50 px-2.5 py-1 text-sm break-words text-stone-800"
          >
            {option.name}
            {option.priceDelta > 0 ? ' ' : null}
            {option.priceDelta > 0 ? (
              <span className="font-semibold whitespace-nowrap tabular-nums text-stone-900">
                {priceDeltaText(option.priceDelta)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {withRecipe.length > 0 ? (
        <div className="text-xs text-stone-700">
          <p className="font-semibold">{t.recipeTitle}</p>
          <ul className="mt-0.5 space-y-0.5">
            {withRecipe.map((option) => (
              <li key={option.id} className="break-words">
                {t.recipeOf({ name: option.name })} {recipeText(option.recipe)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="text-sm text-stone-700" data-option-group-usage>
        <p>{used > 0 ? t.usedBy({ count: used }) : t.unused}</p>
        {dishNames.length > 0 ? (
          <p className="mt-0.5 line-clamp-2 text-xs break-words text-stone-600">{dishNames.join(', ')}</p>
        ) : null}
      </div>
      <div className="mt-auto grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          onClick={onEdit}
          disabled={busy}
          context={t.groupOf({ name: group.name })}
        >
          {t.edit}
        </Button>
        <Button variant="danger" onClick={onDelete} disabled={busy} context={t.groupOf({ name: group.name })}>
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
