import { MAX_SPLIT_PARTS, MIN_SPLIT_PARTS } from '@meja/shared/bill-split';
import { useId } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { parsePartCount, stepPartCount } from './split-assignment';
import { splitBillMessages } from './split-bill-messages';

interface PartCountFieldProps {
  label: string;
  /** What is typed (may be out of range while typing). */
  text: string;
  /** The last valid count. */
  count: number;
  disabled: boolean;
  onChange: (text: string) => void;
}

const STEP =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-stone-400 bg-white text-xl font-bold text-stone-900 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';

/** The number of parts or guests: −, the number typed, + (2–20). */
export function PartCountField({ label, text, count, disabled, onChange }: PartCountFieldProps) {
  const t = useMessages(splitBillMessages);
  const inputId = useId();
  const hintId = useId();
  const typed = parsePartCount(text);
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={STEP}
          disabled={disabled || (typed ?? count) <= MIN_SPLIT_PARTS}
          onClick={() => onChange(String(stepPartCount(typed ?? count, -1)))}
        >
          <span aria-hidden="true">−</span>
          <span className="sr-only">
            {t.kurangi} {label.toLowerCase()}
          </span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={MIN_SPLIT_PARTS}
          max={MAX_SPLIT_PARTS}
          step={1}
          value={text}
          disabled={disabled}
          aria-invalid={typed === null}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            if (typed === null) onChange(String(count));
          }}
          className="min-h-11 w-20 [appearance:textfield] rounded-lg border border-stone-500 bg-white px-3 text-center text-lg font-bold tabular-nums aria-invalid:border-red-600 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={STEP}
          disabled={disabled || (typed ?? count) >= MAX_SPLIT_PARTS}
          onClick={() => onChange(String(stepPartCount(typed ?? count, 1)))}
        >
          <span aria-hidden="true">+</span>
          <span className="sr-only">
            {t.tambah} {label.toLowerCase()}
          </span>
        </button>
        <span id={hintId} className={`text-sm ${typed === null ? 'text-red-700' : 'text-stone-600'}`}>
          {t.countRange}
        </span>
      </div>
    </div>
  );
}
