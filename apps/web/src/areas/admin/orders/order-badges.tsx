import type { Order } from '@meja/shared/contracts/orders';
import { StatusBadge } from '../../../components/status-badge';
import { kitchenBadge, paymentBadge } from './order-display';

export function KitchenStatusBadge({ order }: { order: Order }) {
  const badge = kitchenBadge(order);
  return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
}

export function PaymentStatusBadge({ order }: { order: Order }) {
  const badge = paymentBadge(order.paymentStatus);
  return <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>;
}
