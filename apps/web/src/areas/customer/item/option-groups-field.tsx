import type { MenuOptionGroup } from '@meja/shared/contracts/menu-options';
import { toggleOption } from '@meja/shared/menu-options';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { optionMessages } from './item-messages';
import { groupHint } from './option-choice';

interface OptionGroupsFieldProps {
  groups: readonly MenuOptionGroup[];
  /** The chosen options' ids, over every group. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * A dish's option groups on its page (issue 20): each a fieldset named by the group and its rule
 * ('Wajib, pilih 1'); a pick-one group's options are radios, a pick-several group's checkboxes (the
 * unchosen ones greyed once it is full), each with its price delta ('+Rp 4.000').
 */
export function OptionGroupsField({ groups, chosen, onChange }: OptionGroupsFieldProps) {
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <OptionGroupField key={group.id} group={group} chosen={chosen} onChange={onChange} />
      ))}
    </div>
  );
}

interface OptionGroupFieldProps extends Omit<OptionGroupsFieldProps, 'groups'> {
  group: MenuOptionGroup;
}

function OptionGroupField({ group, chosen, onChange }: OptionGroupFieldProps) {
  const t = useMessages(optionMessages);
  const single = group.maxChoices === 1;
  const required = group.minChoices > 0;
  const count = group.options.filter((option) => chosen.includes(option.id)).length;
  const full = !single && count >= group.maxChoices;
  const toggle = (optionId: string) => onChange(toggleOption(group, chosen, optionId));
  return (
    <fieldset className="min-w-0" data-option-group>
      <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-(--diner-text) [overflow-wrap:anywhere]">{group.name}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${required ? 'bg-(--diner-accent-soft) text-(--diner-accent-text)' : 'bg-(--diner-surface-2) text-(--diner-muted)'}`}
        >
          {groupHint(t, group)}
        </span>
      </legend>
      <ul className="rounded-xl border border-(--diner-border) px-4">
        {group.options.map((option) => {
          const picked = chosen.includes(option.id);
          return (
            <li key={option.id} className="border-t border-(--diner-border) first:border-t-0">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 py-2 has-disabled:cursor-not-allowed has-disabled:opacity-60">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? `option-group-${group.id}` : undefined}
                  checked={picked}
                  disabled={full && !picked}
                  onChange={() => toggle(option.id)}
                  // A radio chosen again is taken off, when the group may be left empty.
                  onClick={single && picked && !required ? () => toggle(option.id) : undefined}
                  className="size-5 shrink-0 accent-(--diner-accent)"
                />
                <span className="min-w-0 flex-1 text-(--diner-text) [overflow-wrap:anywhere]">
                  {option.name}
                </span>
                {option.priceDelta > 0 ? (
                  <span className="shrink-0 text-sm text-(--diner-muted)">
                    {t.priceDelta({ price: formatRupiah(option.priceDelta) })}
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
