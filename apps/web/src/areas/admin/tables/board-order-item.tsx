import type { BoardTable } from '@meja/shared/contracts/tables';
import { formatRupiah } from '@meja/shared/money';
import { Button } from '../../../components/button/button';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';
import { kitchenBadge, paymentBadge } from '../orders/order-display';
import { MoveOrderForm } from './move-order-form';
import { tablesMessages } from './tables-messages';

type BoardOrder = BoardTable['orders'][number];

interface BoardOrderItemProps {
  tenantSlug: string;
  order: BoardOrder;
  table: string;
  tables: readonly BoardTable[];
  moving: boolean;
  onMoveOpen: (open: boolean) => void;
  onMoved: (table: string) => void;
}

/** One open order of the table: short id, items, kitchen and payment state, total, 'Pindah meja'. */
export function BoardOrderItem({
  tenantSlug,
  order,
  table,
  tables,
  moving,
  onMoveOpen,
  onMoved,
}: BoardOrderItemProps) {
  const t = useMessages(tablesMessages);
  const id = shortId(order._id, 6);
  const kitchen = kitchenBadge(order);
  const payment = paymentBadge(order.paymentStatus);
  return (
    <li data-board-order={order._id} className="px-3 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm font-bold text-stone-950">
            <span className="sr-only">{t.orderLabel({ id })}</span>
            <span aria-hidden="true">#{id}</span>
            <span className="ml-2 font-sans font-normal text-stone-700">
              {t.items({ count: order.items })}
            </span>
          </p>
          <p className="flex flex-wrap gap-1.5">
            <StatusBadge tone={kitchen.tone} wrap>
              {kitchen.label}
            </StatusBadge>
            <StatusBadge tone={payment.tone} wrap>
              {payment.label}
            </StatusBadge>
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="font-semibold tabular-nums text-stone-950">{formatRupiah(order.grandTotal)}</span>
          {moving ? null : (
            <Button
              variant="secondary"
              className="px-3"
              onClick={() => onMoveOpen(true)}
              context={t.moveContext({ id })}
            >
              {t.move}
            </Button>
          )}
        </div>
      </div>
      {moving ? (
        <MoveOrderForm
          tenantSlug={tenantSlug}
          orderId={order._id}
          table={table}
          tables={tables}
          onMoved={onMoved}
          onCancel={() => onMoveOpen(false)}
        />
      ) : null}
    </li>
  );
}
