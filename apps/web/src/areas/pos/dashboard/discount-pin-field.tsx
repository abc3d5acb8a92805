import { DISCOUNT_PIN_LENGTH } from '@meja/shared/discounts';
import { useId } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { discountMessages } from './discount-messages';

interface DiscountPinFieldProps {
  limitPercent: number;
  value: string;
  onChange: (pin: string) => void;
  /** Offline the PIN cannot be checked: the field says so. */
  online: boolean;
  disabled?: boolean;
}

/**
 * Issue 20: a cashier's discounts above the restaurant's limit need an admin's PIN, typed here by
 * the admin (digits only, hidden, never kept) and checked by the server with the sale.
 */
export function DiscountPinField({
  limitPercent,
  value,
  onChange,
  online,
  disabled = false,
}: DiscountPinFieldProps) {
  const t = useMessages(discountMessages);
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3" data-discount-pin>
      <p className="text-sm font-semibold text-amber-950">{t.pinRequired({ limit: String(limitPercent) })}</p>
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {t.pinLabel}
        </label>
        <input
          id={inputId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={DISCOUNT_PIN_LENGTH}
          value={value}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, DISCOUNT_PIN_LENGTH))}
          className="block min-h-11 w-full max-w-48 rounded-lg border border-stone-400 bg-white px-3 text-lg tracking-[0.4em] text-stone-900 tabular-nums disabled:opacity-60"
        />
        <p id={hintId} className="text-xs text-stone-700">
          {t.pinHint}
        </p>
      </div>
      {online ? null : <p className="text-sm font-medium text-amber-950">{t.pinOffline}</p>}
    </div>
  );
}
