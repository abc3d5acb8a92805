import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import {
  choiceProblem,
  chosenOptions,
  priceWithOptions,
  toggleOption,
  type ChoiceGroup,
  type LineOption,
} from '@meja/shared/menu-options';
import { formatRupiah } from '@meja/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { cartPrice } from '../cart-store';
import { optionPickerMessages } from './option-picker-messages';

type Messages = ReturnType<typeof optionPickerMessages.get>;

function groupHint(t: Messages, group: ChoiceGroup): string {
  if (group.minChoices === 0) return t.pickUpTo({ max: String(group.maxChoices) });
  if (group.minChoices === 1 && group.maxChoices === 1) return t.pickOne;
  return t.pickRange({ min: String(group.minChoices), max: String(group.maxChoices) });
}

interface OptionPickerDialogProps {
  item: PublicMenuItem;
  onAdd: (options: LineOption[]) => void;
  onClose: () => void;
}

/** Issue 20: a dish with option groups is chosen for before it joins the cart ('Level 3, Telur'). */
export function OptionPickerDialog({ item, onAdd, onClose }: OptionPickerDialogProps) {
  const t = useMessages(optionPickerMessages);
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const groups = item.optionGroups;
  const problem = choiceProblem(groups, chosen);
  const price = priceWithOptions(cartPrice(item), chosenOptions(groups, chosen));
  const add = () => {
    if (problem) {
      setTried(true);
      return;
    }
    onAdd(chosenOptions(groups, chosen));
  };
  return (
    <ModalDialog
      title={t.title({ name: item.name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button onClick={add} data-option-add>
            {t.add({ price: formatRupiah(price) })}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {groups.map((group) => {
          const single = group.maxChoices === 1;
          return (
            <fieldset key={group.id} data-option-group={group.name}>
              <legend className="text-sm font-semibold text-stone-900">
                {group.name} <span className="font-normal text-stone-600">· {groupHint(t, group)}</span>
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {group.options.map((option) => {
                  const on = chosen.includes(option.id);
                  return (
                    <button
                      key={option.id}
                      type="button"
                      role={single ? 'radio' : 'checkbox'}
                      aria-checked={on}
                      onClick={() => setChosen(toggleOption(group, chosen, option.id))}
                      className={`min-h-11 rounded-lg border px-3 py-2 text-left text-sm [overflow-wrap:anywhere] ${
                        on
                          ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-900'
                          : 'border-stone-300 bg-white text-stone-800'
                      }`}
                    >
                      {option.name}
                      {option.priceDelta > 0 ? (
                        <span className="block text-xs tabular-nums text-stone-600">
                          {t.delta({ amount: formatRupiah(option.priceDelta) })}
                        </span>
                      ) : null}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {tried && problem?.kind === 'missing' ? (
          <ErrorMessage>{t.missing({ group: problem.group })}</ErrorMessage>
        ) : null}
      </div>
    </ModalDialog>
  );
}
