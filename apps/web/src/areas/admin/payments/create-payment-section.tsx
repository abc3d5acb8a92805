import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import type { Role } from '@meja/shared/roles';
import { useAdminArea } from '../admin-area-context';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { useBillSplits } from '../../../api/bill-split-api';
import { Button } from '../../../components/button/button';
import { CashPaymentDialog } from '../../../components/cash-payment-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { shortId } from '../../../lib/short-id';
import { unpaidByTable } from '../orders/order-display';
import { useFloorCache } from '../orders/use-staff-orders';
import { DiscountDialog } from './discount-dialog';
import { discountMessages } from './discount-messages';
import { MethodSelect } from './method-select';
import { OpenSplits } from './open-splits';
import { counterPrintingMessages, useCashDrawer } from './counter-printing';
import { payOrders, type PayInput } from './pay-orders';
import { PayTableGroups } from './pay-table-groups';
import { paymentsMessages } from './payments-messages';
import { ordersInSplits } from './split-assignment';
import { SplitBillDialog } from './split-bill-dialog';
import { splitBillMessages } from './split-bill-messages';
import { useSplitCache } from './use-split-cache';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const createPaymentSectionMessages = i18n('admin/payments/create-payment-section', {
  gagalMembayar: 'Gagal membayar.',
  gagal: params('{done}Gagal: {value}'),
  pembayaranTercatatOrder: params('Pembayaran tercatat: {paid} order, {amount} ({method}).{change}'),
  buatPembayaran: 'Buat Pembayaran',
  tidakAdaPesananYang: 'Tidak ada pesanan yang belum dibayar.',
  tidakAdaPesananLain: 'Tidak ada pesanan lain yang belum dibayar.',
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
  /** Who pays: a cashier's discounts above the restaurant's limit need an admin's PIN (issue 20). */
  role: Role;
}

/** SPEC §2 'Buat Pembayaran': unpaid pending orders by table, a selection and the bottom bar. */
export function CreatePaymentSection({ tenantSlug, orders, now, role }: CreatePaymentSectionProps) {
  const { tenant } = useAdminArea();
  const paymentsTexts = useMessages(paymentsMessages);
  const t = useMessages(createPaymentSectionMessages);
  const splitTexts = useMessages(splitBillMessages);
  const discountTexts = useMessages(discountMessages);
  const printingTexts = useMessages(counterPrintingMessages);
  const drawer = useCashDrawer();
  const cache = useFloorCache(tenantSlug);
  const splitCache = useSplitCache(tenantSlug);
  const splits = useBillSplits(tenantSlug);
  const openSplits = splits.data ?? [];
  // Orders in a bill being paid in parts are paid there, not as a whole (409 BILL_SPLIT_OPEN).
  const inSplits = ordersInSplits(openSplits);
  const groups = unpaidByTable(orders.filter((order) => !inSplits.has(order._id)));
  const unpaid = groups.flatMap((group) => group.orders);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Orders paid or closed elsewhere drop out of the selection by themselves.
  const selected = unpaid.filter((order) => picked.has(order._id));
  const total = selected.reduce((sum, order) => sum + order.grandTotal, 0);

  const [askingCash, setAskingCash] = useState(false);
  const [splitting, setSplitting] = useState(false);
  // The order whose 'Diskon' dialog is open; it closes by itself once the order is paid or split.
  const [discountingId, setDiscountingId] = useState<string | null>(null);
  const discounting = unpaid.find((order) => order._id === discountingId) ?? null;
  // An admin never gives a PIN: only a cashier's limit matters.
  const limitPercent = role === 'CASHIER' ? tenant.discountLimitPercent : null;
  const pay = useMutation({
    mutationFn: (input: PayInput) => payOrders(tenantSlug, input, t.gagalMembayar),
    onSuccess: (result) => {
      cache.refresh();
      setPicked(new Set());
      setAskingCash(false);
      // Issue 21: the cash drawer opens (this device's printer kicks it); never fails the payment.
      if (result.method === 'CASH' && result.paid > 0) drawer.open();
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
      {/* The bar sticks to the bottom while the tables scroll by, and stays above the open splits. */}
      <div className="space-y-4">
        {groups.length === 0 ? (
          <EmptyState>{openSplits.length > 0 ? t.tidakAdaPesananLain : t.tidakAdaPesananYang}</EmptyState>
        ) : (
          <PayTableGroups
            groups={groups}
            picked={picked}
            disabled={pay.isPending}
            now={now}
            onPick={setMany}
            onDiscount={(order) => {
              setNotice(null);
              setDiscountingId(order._id);
            }}
          />
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
              {formatRupiah(total)}{' '}
              <span className="text-sm font-normal text-stone-600">{t.termasukPpn}</span>
            </span>
          </p>
          <div className="grid grid-cols-2 items-end gap-2 sm:flex">
            <label className="flex flex-col text-sm font-medium text-stone-800">
              {t.metode}
              <MethodSelect
                value={method}
                disabled={pay.isPending}
                onChange={setMethod}
                className="mt-1 min-h-11 rounded-lg border border-stone-500 bg-white px-3 text-base"
              />
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
            {/* On a phone the two actions share the last row, the primary taking what is left. */}
            <div className="col-span-2 flex gap-2 sm:contents">
              <Button
                variant="secondary"
                className="max-sm:px-2"
                disabled={pay.isPending || selected.length === 0}
                onClick={() => {
                  setNotice(null);
                  setSplitting(true);
                }}
              >
                {splitTexts.pisahTagihan}
              </Button>
              <Button
                variant="primary"
                className="flex-1 whitespace-nowrap max-sm:px-2 sm:flex-none"
                disabled={pay.isPending}
                onClick={submit}
              >
                {pay.isPending ? t.memproses : t.buatPembayaran}
              </Button>
            </div>
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
          {splitting && selected.length > 0 ? (
            <SplitBillDialog
              tenantSlug={tenantSlug}
              orders={selected}
              onClose={() => setSplitting(false)}
              onCreated={(split) => {
                setSplitting(false);
                setPicked(new Set());
                splitCache.put(split);
                setNotice({
                  tone: 'success',
                  text: splitTexts.dibagi({ table: split.table, parts: split.parts.length }),
                });
              }}
            />
          ) : null}
          {discounting ? (
            <DiscountDialog
              key={discounting._id}
              tenantSlug={tenantSlug}
              order={discounting}
              role={role}
              limitPercent={limitPercent}
              onClose={() => setDiscountingId(null)}
              onSaved={(stored, change) => {
                // The new grandTotal is what the selection and a payment take from now on.
                cache.replaceOrder(stored);
                const total = formatRupiah(stored.grandTotal);
                if (change === 'saved') {
                  setDiscountingId(null);
                  setNotice({
                    tone: 'success',
                    text: discountTexts.saved({ id: shortId(stored._id, 6), total }),
                  });
                } else {
                  setNotice({ tone: 'success', text: discountTexts.removed({ total }) });
                }
              }}
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
          {drawer.failed ? (
            <div className="w-full" data-drawer-failed>
              <ErrorMessage>{printingTexts.drawerFailed}</ErrorMessage>
            </div>
          ) : null}
        </div>
      </div>
      <OpenSplits
        tenantSlug={tenantSlug}
        orders={orders}
        splits={openSplits}
        error={splits.error}
        onRetry={() => void splits.refetch()}
        onChanged={() => setNotice(null)}
      />
    </section>
  );
}
