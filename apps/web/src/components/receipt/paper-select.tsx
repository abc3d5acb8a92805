import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { fieldControlClass } from '../field-classes';
import { receiptMessages } from './receipt-messages';
import { PAPER_WIDTHS, paperOf, type PaperWidth } from './receipt-paper';

interface PaperSelectProps {
  value: PaperWidth;
  onChange: (paper: PaperWidth) => void;
  label?: string;
  /** The label beside the select (a compact row) rather than above it. */
  inline?: boolean;
}

/** 58 mm or 80 mm receipt paper. */
export function PaperSelect({ value, onChange, label, inline = false }: PaperSelectProps) {
  const t = useMessages(receiptMessages);
  const id = useId();
  return (
    <div className={inline ? 'flex items-center gap-2' : 'space-y-1.5'}>
      <label htmlFor={id} className="block shrink-0 text-sm font-medium text-stone-800">
        {label ?? t.paper}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = paperOf(event.target.value);
          if (next) onChange(next);
        }}
        className={inline ? fieldControlClass(false).replace('w-full', 'w-28') : fieldControlClass(false)}
      >
        {PAPER_WIDTHS.map((paper) => (
          <option key={paper} value={paper}>
            {t.paperWidth({ width: paper })}
          </option>
        ))}
      </select>
    </div>
  );
}
