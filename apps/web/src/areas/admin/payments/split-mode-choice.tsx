import type { SplitMode } from '@meja/shared/bill-split';
import { useMessages } from '../../../i18n/use-messages';
import { splitBillMessages } from './split-bill-messages';

interface SplitModeChoiceProps {
  mode: SplitMode;
  disabled: boolean;
  onChange: (mode: SplitMode) => void;
}

/** 'Bagi rata' or 'Per menu', as two large radio cards. */
export function SplitModeChoice({ mode, disabled, onChange }: SplitModeChoiceProps) {
  const t = useMessages(splitBillMessages);
  const choices: { value: SplitMode; label: string; hint: string }[] = [
    { value: 'EQUAL', label: t.bagiRata, hint: t.bagiRataHint },
    { value: 'ITEMS', label: t.perMenu, hint: t.perMenuHint },
  ];
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-800">{t.caraMembagi}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-stone-300 bg-white p-3 has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft) has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-stone-900"
          >
            <input
              type="radio"
              name="split-mode"
              value={choice.value}
              checked={mode === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 size-5 shrink-0 accent-(--tenant-accent)"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-stone-900">{choice.label}</span>
              <span className="block text-xs text-stone-700">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
