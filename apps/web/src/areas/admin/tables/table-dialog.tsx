import type { BoardTable } from '@meja/shared/contracts/tables';
import { formatRupiah } from '@meja/shared/money';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { InfoMessage, SuccessMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { BoardOrderItem } from './board-order-item';
import { MergeTableForm } from './merge-table-form';
import { TableStateBadge } from './table-state-badge';
import { tablesMessages } from './tables-messages';

interface TableDialogProps {
  tenantSlug: string;
  name: string;
  /** The table as the board shows it now; null once it left the board (its orders moved away). */
  table: BoardTable | null;
  tables: readonly BoardTable[];
  onClose: () => void;
}

/** A table's open orders, each movable to another table, and merging them all into another table. */
export function TableDialog({ tenantSlug, name, table, tables, onClose }: TableDialogProps) {
  const t = useMessages(tablesMessages);
  const [movingId, setMovingId] = useState<string | null>(null);
  const [merging, setMerging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const orders = table?.orders ?? [];

  return (
    <ModalDialog
      title={t.dialogTitle({ table: name })}
      wide
      onClose={onClose}
      actions={
        <>
          {orders.length > 0 && !merging ? (
            <Button
              variant="secondary"
              className="sm:mr-auto"
              onClick={() => {
                setMovingId(null);
                setNotice(null);
                setMerging(true);
              }}
            >
              {t.merge}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </>
      }
    >
      {table ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TableStateBadge state={table.state} />
          {orders.length > 0 ? (
            <p className="text-sm text-stone-800">
              {t.dueTotal}{' '}
              <span className="font-semibold tabular-nums text-stone-950">{formatRupiah(table.due)}</span>
            </p>
          ) : null}
        </div>
      ) : null}
      {notice ? <SuccessMessage className="mt-3">{notice}</SuccessMessage> : null}
      {orders.length === 0 ? (
        <InfoMessage className="mt-3">{t.noOpenOrders}</InfoMessage>
      ) : (
        <ul
          aria-label={t.ordersLabel}
          className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200"
        >
          {orders.map((order) => (
            <BoardOrderItem
              key={order._id}
              tenantSlug={tenantSlug}
              order={order}
              table={name}
              tables={tables}
              moving={movingId === order._id}
              onMoveOpen={(open) => {
                setNotice(null);
                setMerging(false);
                setMovingId(open ? order._id : null);
              }}
              onMoved={(target) => {
                setMovingId(null);
                setNotice(t.moved({ table: target }));
              }}
            />
          ))}
        </ul>
      )}
      {merging && table ? (
        <MergeTableForm
          tenantSlug={tenantSlug}
          table={table}
          tables={tables}
          onMerged={onClose}
          onCancel={() => setMerging(false)}
        />
      ) : null}
    </ModalDialog>
  );
}
