import {
  equalSplit,
  itemSplit,
  MIN_SPLIT_PARTS,
  SPLIT_MESSAGES,
  type SplitMode,
} from '@meja/shared/bill-split';
import type { BillSplit } from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { createBillSplit } from '../../../api/bill-split-api';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { PartCountField } from './part-count-field';
import {
  assignUnit,
  emptyAssignment,
  equalSplitRequest,
  itemSplitRequest,
  parsePartCount,
  picksOf,
  splitOrderOf,
  withPartCount,
  type Assignment,
} from './split-assignment';
import { splitBillMessages } from './split-bill-messages';
import { SplitItemAssignment } from './split-item-assignment';
import { SplitModeChoice } from './split-mode-choice';
import { SplitPreview } from './split-preview';

interface SplitBillDialogProps {
  tenantSlug: string;
  /** The selected unpaid orders: the bill to split. */
  orders: readonly Order[];
  onCreated: (split: BillSplit) => void;
  onClose: () => void;
}

/**
 * 'Pisah tagihan' (issue 20): the selected orders in equal parts, or by who had which dish. The
 * amounts shown are the shared rules' (`equalSplit`, `itemSplit`), the same the server stores.
 */
export function SplitBillDialog({ tenantSlug, orders, onCreated, onClose }: SplitBillDialogProps) {
  const t = useMessages(splitBillMessages);
  const [mode, setMode] = useState<SplitMode>('EQUAL');
  const [countText, setCountText] = useState(String(MIN_SPLIT_PARTS));
  const [count, setCount] = useState(MIN_SPLIT_PARTS);
  const [assignment, setAssignment] = useState<Assignment>(() => emptyAssignment(orders));
  const typed = parsePartCount(countText);
  const splitOrders = orders.map(splitOrderOf);
  const total = orders.reduce((sum, order) => sum + order.grandTotal, 0);
  const tables = [...new Set(orders.map((order) => order.table))].join(', ');
  const picks = picksOf(assignment, orders, count);
  const preview =
    mode === 'EQUAL'
      ? equalSplit(splitOrders, typed ?? 0)
      : itemSplit(splitOrders, typed === null ? [] : picks);
  // The server refuses a part of Rp 0 (more parts than rupiah, or a guest with only free dishes).
  const emptyPart = preview.ok && preview.parts.some((part) => part.amount <= 0);

  const create = useMutation({
    mutationFn: () =>
      createBillSplit(
        tenantSlug,
        mode === 'EQUAL' ? equalSplitRequest(orders, count) : itemSplitRequest(orders, picks),
      ),
    onSuccess: onCreated,
  });
  const working = create.isPending;

  function changeCount(text: string): void {
    create.reset();
    setCountText(text);
    const next = parsePartCount(text);
    if (next === null) return;
    setCount(next);
    setAssignment((current) => withPartCount(current, next));
  }

  return (
    <ModalDialog
      title={t.pisahTagihan}
      wide="xl"
      onClose={() => {
        if (!working) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={working}>
            {t.batal}
          </Button>
          <Button
            variant="primary"
            disabled={!preview.ok || emptyPart}
            loading={working}
            loadingLabel={t.membuat}
            onClick={() => create.mutate()}
          >
            {t.buatPembagian}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-stone-100 px-3 py-2">
          <span className="text-sm text-stone-700">{t.billOrders({ count: orders.length, tables })}</span>
          <span className="font-bold tabular-nums text-stone-900">
            <span className="sr-only">{t.billTotal} </span>
            {formatRupiah(total)}
          </span>
        </p>
        <SplitModeChoice
          mode={mode}
          disabled={working}
          onChange={(next) => {
            create.reset();
            setMode(next);
          }}
        />
        <PartCountField
          label={mode === 'EQUAL' ? t.jumlahBagian : t.jumlahTamu}
          text={countText}
          count={count}
          disabled={working}
          onChange={changeCount}
        />
        {mode === 'ITEMS' ? (
          <SplitItemAssignment
            orders={orders}
            assignment={assignment}
            parts={count}
            disabled={working}
            onAssign={(orderId, line, unit, part) => {
              create.reset();
              setAssignment((current) => assignUnit(current, orderId, line, unit, part));
            }}
          />
        ) : null}
        <SplitPreview result={preview} warning={emptyPart ? SPLIT_MESSAGES.zeroPart : null} />
        {create.error ? <ErrorMessage>{messageOf(create.error, t.gagalMembagi)}</ErrorMessage> : null}
      </div>
    </ModalDialog>
  );
}
