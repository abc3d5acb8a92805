import type { Broadcast } from '@meja/shared/contracts/marketing';
import { formatRupiah } from '@meja/shared/money';
import { buttonLook } from '../../../components/button/button-look';
import { Button } from '../../../components/button/button';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { formatCount } from '../../../lib/format-number';
import { formatDateTimeIn } from '../../../lib/local-date';
import { isSafeHref } from '../../../lib/safe-href';
import { broadcastStatusLabel, broadcastStatusTone, progressPercent } from './broadcast-words';
import { ExpandableText } from './expandable-text';
import { broadcastHistoryMessages } from './marketing-messages';

interface BroadcastRowProps {
  broadcast: Broadcast;
  /** The restaurant's time zone (its setting); the browser's while unknown. */
  timeZone: string | undefined;
  onCancel: (broadcast: Broadcast) => void;
}

/**
 * One broadcast: its message (two lines until asked), status in words with a progress bar while it
 * sends, its figures, when it was made (and finished), and 'Bayar' / 'Batalkan' while it awaits
 * its payment. A card on phones, a table row from `xl` up.
 */
export function BroadcastRow({ broadcast, timeZone, onCancel }: BroadcastRowProps) {
  const t = useMessages(broadcastHistoryMessages);
  const awaitingPayment = broadcast.status === 'AWAITING_PAYMENT';
  const paymentUrl = broadcast.paymentUrl?.trim() ?? '';
  const canPay = awaitingPayment && paymentUrl !== '' && isSafeHref(paymentUrl);
  const statusText = broadcastStatusLabel(broadcast.status, t);
  return (
    <TableRow
      tone={broadcast.status === 'CANCELLED' ? 'muted' : 'plain'}
      className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2"
      data-broadcast-row={broadcast._id}
    >
      <TableCell className="min-w-0 sm:col-span-2">
        <CellLabel className="block">{t.message}</CellLabel>
        <ExpandableText
          className="mt-1 xl:mt-0"
          text={broadcast.message}
          label={t.message}
          showWhole={t.showWholeText}
          hideWhole={t.hideWholeText}
          data-broadcast-message
        />
        <p className="mt-1 text-xs text-stone-700">
          <time dateTime={broadcast.createdAt}>
            {t.createdAt({ when: formatDateTimeIn(broadcast.createdAt, timeZone) })}
          </time>
          {broadcast.finishedAt ? (
            <>
              {' · '}
              <time dateTime={broadcast.finishedAt}>
                {t.finishedAt({ when: formatDateTimeIn(broadcast.finishedAt, timeZone) })}
              </time>
            </>
          ) : null}
        </p>
      </TableCell>
      <TableCell className="min-w-0">
        <CellLabel className="block">{t.status}</CellLabel>
        <StatusBadge tone={broadcastStatusTone(broadcast.status)} wrap>
          <span data-broadcast-status={broadcast.status}>{statusText}</span>
        </StatusBadge>
        {broadcast.status === 'SENDING' ? <Progress broadcast={broadcast} /> : null}
        {broadcast.amount > 0 ? (
          <span className="mt-1 block text-xs text-stone-700 tabular-nums">
            {t.amount({ amount: formatRupiah(broadcast.amount) })}
          </span>
        ) : null}
      </TableCell>
      <TableCell className="min-w-0">
        <CellLabel className="sr-only">{t.figures}</CellLabel>
        <Figures broadcast={broadcast} />
      </TableCell>
      <TableCell className={`min-w-0 sm:col-span-2 ${awaitingPayment ? '' : 'max-xl:hidden'}`}>
        <CellLabel className="sr-only">{t.actions}</CellLabel>
        {awaitingPayment ? (
          <div className="flex flex-col gap-2 sm:flex-row xl:flex-col">
            {canPay ? (
              <a
                href={paymentUrl}
                className={buttonLook('primary', 'w-full sm:w-auto xl:w-full')}
                data-broadcast-pay
              >
                {t.pay}
              </a>
            ) : null}
            <Button
              variant="danger"
              className="w-full sm:w-auto xl:w-full"
              onClick={() => onCancel(broadcast)}
              data-broadcast-cancel
            >
              {t.cancel}
            </Button>
          </div>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

/** Recipients, then what became of their messages; 'Dilewati' are those who stopped before theirs went. */
function Figures({ broadcast }: { broadcast: Broadcast }) {
  const t = useMessages(broadcastHistoryMessages);
  const figures = [
    { key: 'recipients', label: t.recipients, value: broadcast.recipientsCount, hook: {} },
    {
      key: 'sent',
      label: t.sent,
      value: broadcast.sentCount,
      hook: { 'data-broadcast-sent': broadcast.sentCount },
    },
    {
      key: 'delivered',
      label: t.delivered,
      value: broadcast.deliveredCount,
      hook: { 'data-broadcast-delivered': broadcast.deliveredCount },
    },
    {
      key: 'read',
      label: t.read,
      value: broadcast.readCount,
      hook: { 'data-broadcast-read': broadcast.readCount },
    },
    {
      key: 'failed',
      label: t.failed,
      value: broadcast.failCount,
      hook: { 'data-broadcast-failed': broadcast.failCount },
    },
    { key: 'skipped', label: t.skipped, value: broadcast.skippedCount, hook: {} },
    {
      key: 'pending',
      label: t.pending,
      value: broadcast.pendingCount,
      hook: { 'data-broadcast-pending': broadcast.pendingCount },
    },
  ];
  return (
    <div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {figures.map((figure) => (
          <div key={figure.key} className="flex items-baseline gap-1 whitespace-nowrap">
            <dt className="order-2 text-xs text-stone-700">{figure.label}</dt>
            <dd className="order-1 font-semibold tabular-nums text-stone-900" {...figure.hook}>
              {formatCount(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      {broadcast.skippedCount > 0 ? <p className="mt-1 text-xs text-stone-700">{t.skippedNote}</p> : null}
    </div>
  );
}

/** While it sends: how many of its recipients are done (sent, failed or skipped). */
function Progress({ broadcast }: { broadcast: Broadcast }) {
  const t = useMessages(broadcastHistoryMessages);
  const percent = progressPercent(broadcast);
  const text = t.progress({
    done: formatCount(broadcast.recipientsCount - broadcast.pendingCount),
    total: formatCount(broadcast.recipientsCount),
    percent,
  });
  return (
    <div className="mt-2 space-y-1">
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
        data-broadcast-progress={percent}
      >
        <div className="h-full rounded-full bg-sky-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-stone-700 tabular-nums">{text}</p>
    </div>
  );
}
