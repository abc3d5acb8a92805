import type { PaymentMethod } from '@meja/shared/payment-rules';
import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';

const PAY_BUTTONS: readonly {
  method: PaymentMethod;
  label: 'payCash' | 'payCard' | 'payQris';
  tone: string;
}[] = [
  { method: 'CASH', label: 'payCash', tone: 'bg-green-700 hover:bg-green-800' },
  { method: 'CARD', label: 'payCard', tone: 'bg-sky-700 hover:bg-sky-800' },
  { method: 'QRIS', label: 'payQris', tone: 'bg-brand-700 hover:bg-brand-800' },
];

interface PayButtonsProps {
  disabled: boolean;
  /** A payment is under way (a dialog is open, or a request is running): no second one. */
  busy: boolean;
  working: PaymentMethod | null;
  onPay: (method: PaymentMethod) => void;
}

/** SPEC §5: Cash, Card and QRIS, disabled while the total is 0 or less. */
export function PayButtons({ disabled, busy, working, onPay }: PayButtonsProps) {
  const t = useMessages(dashboardMessages);
  return (
    <div className="grid grid-cols-3 gap-2" role="group" aria-label={t.pay}>
      {PAY_BUTTONS.map(({ method, label, tone }) => (
        <button
          key={method}
          type="button"
          disabled={disabled || busy}
          onClick={() => onPay(method)}
          className={`inline-flex min-h-14 touch-manipulation items-center justify-center rounded-xl px-2 text-base font-bold text-white shadow-sm transition-colors disabled:cursor-not-allowed disabled:bg-stone-400 ${tone}`}
          data-pay={method}
        >
          {working === method ? <span className="text-sm">{t.working}</span> : t[label]}
        </button>
      ))}
    </div>
  );
}
