import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';
import { KitchenStatusBadge } from '../orders/order-badges';
import { formatOrderTime } from '../orders/order-display';

export const payTableGroupsMessages = i18n('admin/payments/pay-table-groups', {
  meja: 'Meja ',
  pilihSemua: 'Pilih semua',
  meja2: ' meja ',
  item: ' item',
});

interface PayTableGroupsProps {
  groups: readonly { table: string; orders: readonly Order[] }[];
  picked: ReadonlySet<string>;
  disabled: boolean;
  now: number;
  onPick: (ids: readonly string[], on: boolean) => void;
}

/** The unpaid orders by table, each with its checkbox and the table's 'Pilih semua'. */
export function PayTableGroups({ groups, picked, disabled, now, onPick }: PayTableGroupsProps) {
  const t = useMessages(payTableGroupsMessages);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {groups.map((group) => {
        const ids = group.orders.map((order) => order._id);
        const all = ids.every((id) => picked.has(id));
        return (
          <fieldset
            key={group.table}
            className="min-w-0 rounded-xl border border-stone-200 bg-stone-50 p-3"
            data-pay-table={group.table}
          >
            <legend className="sr-only">
              {t.meja}
              {group.table}
            </legend>
            <div className="flex items-center justify-between gap-3">
              <p aria-hidden="true" className="text-lg font-bold text-stone-900">
                {t.meja}
                {group.table}
              </p>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-semibold text-stone-800 hover:bg-stone-100">
                <input
                  type="checkbox"
                  className="size-5 accent-(--tenant-accent)"
                  checked={all}
                  disabled={disabled}
                  onChange={(event) => onPick(ids, event.target.checked)}
                />
                {t.pilihSemua}
                <span className="sr-only">
                  {' '}
                  {t.meja2}
                  {group.table}
                </span>
              </label>
            </div>
            <ul className="mt-2 space-y-2">
              {group.orders.map((order) => (
                <li key={order._id}>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft)">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-(--tenant-accent)"
                      checked={picked.has(order._id)}
                      disabled={disabled}
                      onChange={(event) => onPick([order._id], event.target.checked)}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="font-mono font-bold">#{shortId(order._id, 6)}</span>{' '}
                      <span className="text-stone-600">
                        · {formatOrderTime(order.createdAt, now)} ·{' '}
                        {order.items.reduce((sum, item) => sum + item.qty, 0)} {t.item}
                      </span>
                      <span className="mt-1 block">
                        <KitchenStatusBadge order={order} />
                      </span>
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums">
                      {formatRupiah(order.grandTotal)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
