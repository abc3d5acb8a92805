import { PAYMENT_METHODS, type PaymentMethod } from '@meja/shared/payment-rules';

interface MethodSelectProps {
  id?: string;
  value: PaymentMethod;
  disabled: boolean;
  onChange: (method: PaymentMethod) => void;
  className: string;
}

/** The payment method's select (CASH, CARD, QRIS): the whole payment's and each split part's. */
export function MethodSelect({ id, value, disabled, onChange, className }: MethodSelectProps) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = PAYMENT_METHODS.find((method) => method === event.target.value);
        if (next) onChange(next);
      }}
      className={className}
    >
      {PAYMENT_METHODS.map((method) => (
        <option key={method} value={method}>
          {method}
        </option>
      ))}
    </select>
  );
}
