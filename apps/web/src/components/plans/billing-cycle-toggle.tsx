import { BILLING_CYCLES, type BillingCycle } from '@meja/shared/billing';
import { useMessages } from '../../i18n/use-messages';
import { planMessages } from './plan-messages';

interface BillingCycleToggleProps {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** SPEC §2 /pricing: monthly or yearly; a year is ten months ('save 2 months'). Two radios, one look. */
export function BillingCycleToggle({ cycle, onChange }: BillingCycleToggleProps) {
  const t = useMessages(planMessages);
  return (
    <fieldset className="inline-flex rounded-full border border-stone-300 bg-white p-1 shadow-sm">
      <legend className="sr-only">{t.cycleLegend}</legend>
      {BILLING_CYCLES.map((option) => (
        <label
          key={option}
          className="relative inline-flex min-h-11 cursor-pointer items-center gap-2 whitespace-nowrap rounded-full px-3 text-sm sm:px-4 font-semibold text-stone-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name="billing-cycle"
            value={option}
            checked={cycle === option}
            onChange={() => onChange(option)}
            className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-none"
          />
          {t[option]}
          {option === 'yearly' ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-green-800">
              {t.saveTwoMonths}
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
