import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { BomLinesEditor } from '../bom/bom-lines-editor';
import type { OptionDraft, OptionField } from './option-group-draft';
import { optionGroupMessages } from './option-group-messages';

interface OptionDraftFieldsProps {
  tenantSlug: string;
  option: OptionDraft;
  /** Its place in the group, from 1. */
  number: number;
  ingredients: readonly InventoryItem[];
  errors: Partial<Record<OptionField, string>>;
  disabled: boolean;
  canRemove: boolean;
  /** Just added: the cursor goes to its name. */
  focusOnMount?: boolean;
  onChange: (changes: Partial<OptionDraft>, field: OptionField) => void;
  onRemove: () => void;
}

/** One option of a group: its name, what it adds to the price, and what one portion of it uses. */
export function OptionDraftFields({
  tenantSlug,
  option,
  number,
  ingredients,
  errors,
  disabled,
  canRemove,
  focusOnMount = false,
  onChange,
  onRemove,
}: OptionDraftFieldsProps) {
  const t = useMessages(optionGroupMessages);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) nameRef.current?.focus();
  }, [focusOnMount]);
  const [recipeOpen, setRecipeOpen] = useState(option.recipe.length > 0);
  const showRecipe = recipeOpen || option.recipe.length > 0 || Boolean(errors.recipe);
  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
      data-option-draft={number}
    >
      <legend className="px-1 text-sm font-semibold text-stone-900">{t.option({ n: number })}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_2.75rem] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_2.75rem]">
        <div className="col-span-2 sm:col-span-1">
          <TextField
            ref={nameRef}
            label={t.optionName}
            required
            maxLength={60}
            autoComplete="off"
            value={option.name}
            disabled={disabled}
            error={errors.name}
            onChange={(event) => onChange({ name: event.target.value }, 'name')}
          />
        </div>
        <TextField
          label={t.priceDelta}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="0"
          value={option.priceDelta}
          disabled={disabled}
          error={errors.priceDelta}
          onChange={(event) => onChange({ priceDelta: event.target.value }, 'priceDelta')}
        />
        <div className="pt-7">
          <button
            type="button"
            disabled={disabled || !canRemove}
            onClick={onRemove}
            className="inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <span aria-hidden="true">✕</span>
            <span className="sr-only">{t.removeOption({ n: number })}</span>
          </button>
        </div>
      </div>
      {showRecipe ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-800">{t.recipe}</p>
          <p className="text-xs text-stone-600">{t.recipeHint}</p>
          <BomLinesEditor
            tenantSlug={tenantSlug}
            rows={option.recipe}
            onChange={(recipe) => onChange({ recipe }, 'recipe')}
            ingredients={ingredients}
            disabled={disabled}
          />
          {errors.recipe ? <ErrorMessage>{errors.recipe}</ErrorMessage> : null}
        </div>
      ) : (
        <Button
          variant="secondary"
          disabled={disabled}
          context={t.addRecipeFor({ n: number })}
          onClick={() => setRecipeOpen(true)}
        >
          {t.addRecipe}
        </Button>
      )}
    </fieldset>
  );
}
