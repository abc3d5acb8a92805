import type { MenuOptionGroup } from '@meja/shared/contracts/menu-options';
import { MAX_ITEM_OPTION_GROUPS } from '@meja/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { fetchOptionGroups, optionGroupsQueryKey } from '../../../api/menu-options-api';
import { CheckboxField } from '../../../components/checkbox-field';
import { LineIcon } from '../../../components/line-icons';
import { ErrorMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { choiceRuleText, optionGroupMessages } from './option-group-messages';
import { choiceRule, chosenGroups, moveGroupId, toggleGroupId } from './option-group-rules';

interface MenuOptionGroupsFieldProps {
  tenantSlug: string;
  /** The chosen groups' ids, in the order the diner sees them. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The dish's groups as it was loaded (names while the list loads). */
  known: readonly MenuOptionGroup[];
  error?: string;
  disabled?: boolean;
}

const MOVE_CLASS =
  'inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Which option groups a dish has (ticked), and their order (moved up and down). */
export function MenuOptionGroupsField({
  tenantSlug,
  value,
  onChange,
  known,
  error,
  disabled = false,
}: MenuOptionGroupsFieldProps) {
  const t = useMessages(optionGroupMessages);
  const groups = useQuery({
    queryKey: optionGroupsQueryKey(tenantSlug),
    queryFn: () => fetchOptionGroups(tenantSlug),
  });
  const list = groups.data ?? [];
  const full = value.length >= MAX_ITEM_OPTION_GROUPS;
  const chosen = chosenGroups(value, list, known);

  return (
    <fieldset className="min-w-0 space-y-3" data-menu-option-groups-field>
      <legend className="text-sm font-semibold text-stone-900">{t.fieldLegend}</legend>
      <p className="text-sm text-stone-600">{t.fieldHint}</p>
      {groups.isPending ? (
        <p className="text-sm text-stone-600" role="status">
          {t.groupsLoading}
        </p>
      ) : groups.isError ? (
        <QueryError error={groups.error} fallback={t.loadFailed} onRetry={() => void groups.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-700">{t.noGroups}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((group) => {
            const checked = value.includes(group.id);
            return (
              <CheckboxField
                key={group.id}
                label={group.name}
                hint={choiceRuleText(t, choiceRule(group.minChoices, group.maxChoices))}
                checked={checked}
                disabled={disabled || (!checked && full)}
                className="min-w-0 break-words"
                onChange={() => onChange(toggleGroupId(value, group.id))}
              />
            );
          })}
        </div>
      )}
      {full ? <p className="text-sm text-stone-600">{t.maxGroups({ max: MAX_ITEM_OPTION_GROUPS })}</p> : null}
      {chosen.length > 1 ? (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-stone-800">{t.order}</p>
          <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-stone-50">
            {chosen.map((group, index) => (
              <li
                key={group.id}
                className="flex items-center gap-2 px-3 py-1.5"
                data-chosen-group={group.name}
              >
                <span className="w-5 shrink-0 text-sm tabular-nums text-stone-600">{index + 1}.</span>
                <span className="min-w-0 flex-1 text-sm font-medium break-words text-stone-900">
                  {group.name}
                </span>
                <button
                  type="button"
                  className={MOVE_CLASS}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveGroupId(value, group.id, -1))}
                >
                  <LineIcon>
                    <path d="M6 15l6-6 6 6" />
                  </LineIcon>
                  <span className="sr-only">{t.moveUp({ name: group.name })}</span>
                </button>
                <button
                  type="button"
                  className={MOVE_CLASS}
                  disabled={disabled || index === chosen.length - 1}
                  onClick={() => onChange(moveGroupId(value, group.id, 1))}
                >
                  <LineIcon>
                    <path d="M6 9l6 6 6-6" />
                  </LineIcon>
                  <span className="sr-only">{t.moveDown({ name: group.name })}</span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </fieldset>
  );
}
