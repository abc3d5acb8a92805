import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { Button } from '../../../components/button/button';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';
import { KitchenStatusBadge } from '../orders/order-badges';
import { formatOrderTime } from '../orders/order-display';
import { discountMessages } from './discount-messages';

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
  /** 'Diskon' on an order (issue 20): opens its discount dialog. */
  onDiscount?: (order: Order) => void;
}

/** The unpaid orders by table, each with its checkbox, its discount, 'Diskon', and the table's 'Pilih semua'. */
export function PayTableGroups({ groups, picked, disabled, now, onPick, onDiscount }: PayTableGroupsProps) {
  const t = useMessages(payTableGroupsMessages);
  const discountTexts = useMessages(discountMessages);
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
                <li
                  key={order._id}
                  data-pay-order={order._id}
                  className="@container rounded-lg border border-stone-300 bg-white text-sm has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft)"
                >
                  {/* 'Diskon' beside the order where the card is wide enough, under it on a phone. */}
                  <div className="flex flex-col @xs:flex-row @xs:items-center">
                    <label className="flex min-h-12 min-w-0 flex-1 cursor-pointer items-center gap-3 py-2 pr-2 pl-3">
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
                      <span className="shrink-0 text-right">
                        <span className="block font-semibold tabular-nums" data-pay-amount>
                          {formatRupiah(order.grandTotal)}
                        </span>
                        {order.discount > 0 ? (
                          <span className="block text-xs font-semibold text-green-800" data-order-discount>
                            {discountTexts.orderDiscount({ amount: formatRupiah(order.discount) })}
                          </span>
                        ) : null}
                      </span>
                    </label>
                    {onDiscount ? (
                      <div className="flex justify-end px-2 pb-2 @xs:py-2 @xs:pl-0">
                        <Button
                          variant="secondary"
                          className="px-3"
                          disabled={disabled}
                          context={discountTexts.forOrder({ id: shortId(order._id, 6) })}
                          onClick={() => onDiscount(order)}
                        >
                          {discountTexts.diskon}
                        </Button>
                      </div>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
