import type { Order } from '@meja/shared/contracts/orders';
import { changeDue } from '@meja/shared/cash';
import { formatRupiah } from '@meja/shared/money';
import { PAYMENT_METHODS, type PaymentMethod } from '@meja/shared/payment-rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { createPayment } from '../../../api/orders-api';
import { Button } from '../../../components/button/button';
import { CashPaymentDialog } from '../../../components/cash-payment-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { KitchenStatusBadge } from '../orders/order-badges';
import { formatOrderTime, unpaidByTable } from '../orders/order-display';
import { shortId } from '../../../lib/short-id';
import { useFloorCache } from '../orders/use-staff-orders';
import { paymentsMessages } from './payments-messages';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const createPaymentSectionMessages = i18n('admin/payments/create-payment-section', {
  gagalMembayar: 'Gagal membayar.',
  gagal: params('{done}Gagal: {value}'),
  pembayaranTercatatOrder: params('Pembayaran tercatat: {paid} order, {amount} ({method}).{change}'),
  buatPembayaran: 'Buat Pembayaran',
  tidakAdaPesananYang: 'Tidak ada pesanan yang belum dibayar.',
  meja: 'Meja ',
  pilihSemua: 'Pilih semua',
  meja2: ' meja ',
  item: ' item',
  pembayaranTerpilih: 'Pembayaran terpilih',
  orderDipilih: ' order dipilih',
  termasukPpn: '(termasuk PPN)',
  metode: 'Metode',
  bersihkan: 'Bersihkan',
  memproses: 'Memproses...',
  selectToPay: 'Pilih minimal satu order untuk dibayar',
  confirmPayment: params('Catat pembayaran {method} untuk {count} order sebesar {total}?'),
});

interface CreatePaymentSectionProps {
  tenantSlug: string;
  orders: readonly Order[];
  now: number;
}

interface PayResult {
  paid: number;
  amount: number;
  method: PaymentMethod;
  failures: string[];
  /** Cash: the change for the whole selection, when the cash received was entered. */
  change: number | null;
}

interface PayInput {
  orders: Order[];
  method: PaymentMethod;
  cashReceived: number | null;
}

/** SPEC §2 'Buat Pembayaran': unpaid pending orders by table, a selection and the bottom bar. */
export function CreatePaymentSection({ tenantSlug, orders, now }: CreatePaymentSectionProps) {
  const paymentsTexts = useMessages(paymentsMessages);
  const t = useMessages(createPaymentSectionMessages);
  const cache = useFloorCache(tenantSlug);
  const groups = unpaidByTable(orders);
  const unpaid = groups.flatMap((group) => group.orders);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Orders paid or closed elsewhere drop out of the selection by themselves.
  const selected = unpaid.filter((order) => picked.has(order._id));
  const total = selected.reduce((sum, order) => sum + order.grandTotal, 0);

  const [askingCash, setAskingCash] = useState(false);
  const pay = useMutation({
    mutationFn: async (input: PayInput): Promise<PayResult> => {
      const total = input.orders.reduce((sum, order) => sum + order.grandTotal, 0);
      const change = input.cashReceived === null ? null : changeDue(total, input.cashReceived);
      const result: PayResult = { paid: 0, amount: 0, method: input.method, failures: [], change };
      // The cash received belongs to one payment only when one order is paid; for several, the
      // change is for their total and no order stores it.
      const cashReceived = input.orders.length === 1 ? input.cashReceived : null;
      // One payment per order (the server keeps one COMPLETED payment per order), one after another.
      for (const order of input.orders) {
        try {
          await createPayment(tenantSlug, {
            orderId: order._id,
            method: input.method,
            amount: order.grandTotal,
            ...(cashReceived !== null && { cashReceived }),
          });
          result.paid += 1;
          result.amount += order.grandTotal;
        } catch (error) {
          result.failures.push(`#${shortId(order._id, 6)}: ${messageOf(error, t.gagalMembayar)}`);
        }
      }
      return result;
    },
    onSuccess: (result) => {
      cache.refresh();
      setPicked(new Set());
      setAskingCash(false);
      if (result.failures.length > 0) {
        const done = result.paid > 0 ? `${result.paid} order dibayar. ` : '';
        setNotice({ tone: 'error', text: t.gagal({ done, value: result.failures.join('; ') }) });
      } else {
        const change =
          result.change === null ? '' : paymentsTexts.changeGiven({ change: formatRupiah(result.change) });
        setNotice({
          tone: 'success',
          text: t.pembayaranTercatatOrder({
            paid: result.paid,
            amount: formatRupiah(result.amount),
            method: result.method,
            change,
          }),
        });
      }
    },
    onError: (error) => {
      setAskingCash(false);
      setNotice({ tone: 'error', text: messageOf(error, t.gagalMembayar) });
    },
  });

  function setMany(ids: readonly string[], on: boolean): void {
    setNotice(null);
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function submit(): void {
    if (selected.length === 0) {
      setNotice({ tone: 'error', text: t.selectToPay });
      return;
    }
    setNotice(null);
    // Cash asks what the customer handed over and shows the change (issue 12).
    if (method === 'CASH') {
      setAskingCash(true);
      return;
    }
    const question = t.confirmPayment({ method, count: selected.length, total: formatRupiah(total) });
    if (!window.confirm(question)) return;
    pay.mutate({ orders: selected, method, cashReceived: null });
  }

  return (
    <section aria-labelledby="create-payment-title" className="space-y-4">
      <h2 id="create-payment-title" className="text-xl font-bold text-stone-900">
        {t.buatPembayaran}
      </h2>
      {groups.length === 0 ? (
        <EmptyState>{t.tidakAdaPesananYang}</EmptyState>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {groups.map((group) => {
            const ids = group.orders.map((order) => order._id);
            const all = ids.every((id) => picked.has(id));
            return (
              <fieldset
                key={group.table}
                className="rounded-xl border border-stone-200 bg-stone-50 p-3"
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
                      disabled={pay.isPending}
                      onChange={(event) => setMany(ids, event.target.checked)}
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
                          disabled={pay.isPending}
                          onChange={(event) => setMany([order._id], event.target.checked)}
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
      )}

      <div
        role="group"
        aria-label={t.pembayaranTerpilih}
        className="sticky bottom-2 z-10 flex flex-col gap-3 rounded-xl border border-stone-300 bg-white p-3 shadow-lg sm:flex-row sm:flex-wrap sm:items-end"
      >
        <p className="flex-1 text-sm text-stone-700">
          <span className="font-semibold text-stone-900">
            {selected.length} {t.orderDipilih}
          </span>
          <span className="block text-lg font-bold tabular-nums text-stone-900">
            {formatRupiah(total)} <span className="text-sm font-normal text-stone-600">{t.termasukPpn}</span>
          </span>
        </p>
        <div className="grid grid-cols-2 items-end gap-2 sm:flex">
          <label className="flex flex-col text-sm font-medium text-stone-800">
            {t.metode}
            <select
              value={method}
              disabled={pay.isPending}
              onChange={(event) => {
                const next = PAYMENT_METHODS.find((value) => value === event.target.value);
                if (next) setMethod(next);
              }}
              className="mt-1 min-h-11 rounded-lg border border-stone-500 bg-white px-3 text-base"
            >
              {PAYMENT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={pay.isPending || picked.size === 0}
            onClick={() => {
              setPicked(new Set());
              setNotice(null);
            }}
          >
            {t.bersihkan}
          </Button>
          <Button variant="primary" className="col-span-2" disabled={pay.isPending} onClick={submit}>
            {pay.isPending ? t.memproses : t.buatPembayaran}
          </Button>
        </div>
        {askingCash && selected.length > 0 ? (
          <CashPaymentDialog
            title={paymentsTexts.cashTitle}
            confirmLabel={paymentsTexts.cashConfirm}
            required={false}
            total={total}
            working={pay.isPending}
            error={null}
            note={
              selected.length > 1
                ? paymentsTexts.cashSeveral({ count: selected.length })
                : paymentsTexts.cashOptional
            }
            onPay={(cashReceived) => pay.mutate({ orders: selected, method: 'CASH', cashReceived })}
            onCancel={() => setAskingCash(false)}
          />
        ) : null}
        {notice ? (
          <div className="w-full">
            {notice.tone === 'error' ? (
              <ErrorMessage>{notice.text}</ErrorMessage>
            ) : (
              <SuccessMessage>{notice.text}</SuccessMessage>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
