import { ORDER_TYPES, TABLE_MAX, type OrderType } from '@meja/shared/contracts/orders';
import type { PosOrderPlace } from '@meja/shared/pos-cart';
import { useId } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import type { PosCartStore } from '../cart-store';
import { dashboardMessages } from './dashboard-messages';
import { useCartPlace } from './use-cart-lines';

/**
 * 'Makan di sini' or 'Bawa pulang' for the sale in the cart (issue 20), and for a takeaway the name
 * or number to call, if any. Reset to 'Makan di sini' with the cart after each sale.
 */
export function OrderPlaceField({ cart, disabled }: { cart: PosCartStore; disabled: boolean }) {
  const t = useMessages(dashboardMessages);
  const place = useCartPlace(cart);
  const nameId = useId();
  const labels: Record<OrderType, string> = { DINE_IN: t.dineIn, TAKEAWAY: t.takeaway };
  const choose = (type: OrderType) => cart.setPlace({ ...place, type });
  const rename = (pickupName: string) => cart.setPlace({ ...place, pickupName });
  return (
    <div className="space-y-2" data-order-place>
      <div role="group" aria-label={t.orderType} className="grid grid-cols-2 gap-2">
        {ORDER_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={place.type === type}
            disabled={disabled}
            onClick={() => choose(type)}
            className="min-h-11 touch-manipulation rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60 aria-pressed:border-stone-900 aria-pressed:bg-stone-900 aria-pressed:text-white"
          >
            {labels[type]}
          </button>
        ))}
      </div>
      {place.type === 'TAKEAWAY' ? (
        <PickupName id={nameId} place={place} disabled={disabled} onChange={rename} />
      ) : null}
    </div>
  );
}

interface PickupNameProps {
  id: string;
  place: PosOrderPlace;
  disabled: boolean;
  onChange: (name: string) => void;
}

function PickupName({ id, place, disabled, onChange }: PickupNameProps) {
  const t = useMessages(dashboardMessages);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-stone-700">
        {t.pickupName}
      </label>
      <input
        id={id}
        type="text"
        value={place.pickupName}
        maxLength={TABLE_MAX}
        autoComplete="off"
        placeholder={t.pickupPlaceholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 placeholder:font-normal placeholder:text-stone-500"
      />
    </div>
  );
}
