import type { Order } from '@meja/shared/contracts/orders';
import { StatusBadge } from '../../../components/status-badge';
import { kitchenBadge, paymentBadge } from './order-display';

/* Both may wrap rather than run into the next cell: the table's columns (from 1280 px) and a 320 px phone are narrower than 'PENDING • Confirmed'. */
export function KitchenStatusBadge({ order }: { order: Order }) {
  const badge = kitchenBadge(order);
  return (
    <StatusBadge tone={badge.tone} wrap>
      {badge.label}
    </StatusBadge>
  );
}

export function PaymentStatusBadge({ order }: { order: Order }) {
  const badge = paymentBadge(order.paymentStatus);
  return (
    <StatusBadge tone={badge.tone} wrap>
      {badge.label}
    </StatusBadge>
  );
}
