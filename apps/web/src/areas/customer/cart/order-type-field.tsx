import { ORDER_TYPES, type OrderType } from '@meja/shared/contracts/orders';
import { useMessages } from '../../../i18n/use-messages';
import { cartMessages } from './cart-messages';

interface OrderTypeFieldProps {
  value: OrderType;
  onChange: (type: OrderType) => void;
}

/** 'Makan di sini' or 'Bawa pulang' (issue 20): two radios drawn as one 44 px segmented control. */
export function OrderTypeField({ value, onChange }: OrderTypeFieldProps) {
  const t = useMessages(cartMessages);
  const labels: Record<OrderType, string> = { DINE_IN: t.dineIn, TAKEAWAY: t.takeaway };
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-(--diner-text)">{t.orderType}</legend>
      <div className="grid grid-cols-2 rounded-lg ring-1 ring-(--diner-field-border) ring-inset">
        {ORDER_TYPES.map((type) => (
          <label
            key={type}
            className="inline-flex min-h-11 cursor-pointer items-center justify-center px-3 text-sm font-semibold text-(--diner-text) first:rounded-l-lg last:rounded-r-lg has-checked:bg-(--diner-accent) has-checked:text-(--diner-on-accent) has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--diner-accent)"
          >
            <input
              type="radio"
              name="order-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {labels[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
