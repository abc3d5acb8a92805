import { changeDue, quickCashOptions } from '@meja/shared/cash';
import { formatRupiah } from '@meja/shared/money';
import { useId } from 'react';
import { useMessages } from '../i18n/use-messages';
import { cashMessages } from './cash-messages';
import { fieldControlClass } from './field-classes';

const ZERO = '0';

/** '100.000', 'Rp 100.000' or '100000' → 100000; nothing typed → null. Rupiah have no decimals. */
export function parseRupiahInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

interface CashReceivedFieldProps {
  total: number;
  /** What is typed (digits; dots and 'Rp' are ignored). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * What the customer handed over (issue 12): typed, or one tap on 'Uang pas' or a round amount that
 * covers the total, and the change, live ('Kurang Rp …' while it does not cover it).
 */
export function CashReceivedField({ total, value, onChange, disabled = false }: CashReceivedFieldProps) {
  const t = useMessages(cashMessages);
  const inputId = useId();
  const changeId = useId();
  const received = parseRupiahInput(value);
  const change = received === null ? null : changeDue(total, received);
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {t.received}
        </label>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          placeholder={ZERO}
          aria-describedby={changeId}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldControlClass(false)} text-right text-xl font-bold tabular-nums sm:text-xl`}
        />
      </div>
      <div role="group" aria-label={t.quick} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {quickCashOptions(total).map((option) => (
          <button
            key={option.amount}
            type="button"
            disabled={disabled}
            onClick={() => onChange(String(option.amount))}
            aria-pressed={received === option.amount}
            className="min-h-12 rounded-lg border border-stone-300 bg-white px-2 text-sm font-semibold tabular-nums text-stone-900 hover:bg-stone-100 aria-pressed:border-green-700 aria-pressed:bg-green-50"
          >
            {option.amount === Math.round(total) ? t.exactCash : option.label}
          </button>
        ))}
      </div>
      <p
        id={changeId}
        aria-live="polite"
        className={`flex items-baseline justify-between gap-3 rounded-xl px-4 py-3 ${change !== null ? 'bg-green-50 text-green-950' : 'bg-stone-100 text-stone-800'}`}
      >
        <span className="font-semibold">{t.change}</span>
        <span className="text-2xl font-extrabold tabular-nums" data-cash-change>
          {change !== null
            ? formatRupiah(change)
            : received === null
              ? '—'
              : t.short({ amount: formatRupiah(total - received) })}
        </span>
      </p>
    </div>
  );
}
