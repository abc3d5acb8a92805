import { PACKAGE_LABELS } from '@meja/shared/plans';
import type { ConsoleInvoice, InvoiceStatus } from '@meja/shared/contracts/billing';
import { formatRupiah } from '@meja/shared/money';
import { jakartaDateOf } from '@meja/shared/revenue-months';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { BILLING_CONSOLE_SCOPE, payConsoleInvoice } from '../../../api/billing-console-api';
import { Button } from '../../../components/button/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { formatIsoDate } from '../../../lib/local-date';
import { billingConsoleMessages } from './billing-messages';

export interface BillingNotice {
  tone: 'success' | 'error';
  text: string;
}

const STATUS_TONES: Record<InvoiceStatus, StatusTone> = { UNPAID: 'waiting', PAID: 'done', VOID: 'neutral' };

/** A timestamp as the platform's calendar date (Asia/Jakarta): '1 Des 2026'. */
const jakartaDay = (timestamp: string) => formatIsoDate(jakartaDateOf(new Date(timestamp)));

/** One invoice: number, tenant, amount, status, due, paid and period; 'Tandai lunas' and the raw record. */
export function InvoiceRow({
  invoice,
  onNotice,
}: {
  invoice: ConsoleInvoice;
  onNotice: (n: BillingNotice) => void;
}) {
  const t = useMessages(billingConsoleMessages);
  const queryClient = useQueryClient();
  const [showRecord, setShowRecord] = useState(false);
  const pay = useMutation({
    mutationFn: (id: string) => payConsoleInvoice(id),
    onSuccess: (result) => onNotice({ tone: 'success', text: result.message }),
    onError: (error) => onNotice({ tone: 'error', text: messageOf(error, t.payFailed) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: BILLING_CONSOLE_SCOPE }),
  });
  const statusLabels: Record<InvoiceStatus, string> = {
    UNPAID: t.statusUnpaid,
    PAID: t.statusPaid,
    VOID: t.statusVoid,
  };

  function markPaid(): void {
    if (!invoice._id) {
      onNotice({ tone: 'error', text: t.missingId });
      return;
    }
    const question = t.confirmPaid({
      number: invoice.number,
      tenant: invoice.tenantName,
      amount: formatRupiah(invoice.amount),
    });
    if (!window.confirm(question)) return;
    pay.mutate(invoice._id);
  }

  return (
    <TableRow
      tone="plain"
      className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2"
      data-invoice-row={invoice.number}
    >
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.number}</CellLabel>
        <span className="font-semibold whitespace-nowrap text-stone-900">{invoice.number}</span>
        <span className="block text-xs text-stone-700">
          {invoice.plan
            ? t.planCycle({
                plan: PACKAGE_LABELS[invoice.plan],
                cycle: invoice.cycle === 'yearly' ? t.cycleYearly : t.cycleMonthly,
              })
            : invoice.description}
        </span>
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.tenant}</CellLabel>
        <span className="block font-medium break-words text-stone-900">{invoice.tenantName}</span>
        <span className="block text-xs break-all text-stone-700">{invoice.tenantSlug}</span>
      </TableCell>
      <TableCell align="middle" className="min-w-0 tabular-nums">
        <CellLabel className="block">{t.total}</CellLabel>
        {formatRupiah(invoice.amount)}
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.status}</CellLabel>
        <StatusBadge tone={STATUS_TONES[invoice.status]}>{statusLabels[invoice.status]}</StatusBadge>
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <CellLabel className="block">{t.due}</CellLabel>
        <time dateTime={invoice.dueAt}>{jakartaDay(invoice.dueAt)}</time>
      </TableCell>
      <TableCell align="middle" className="min-w-0" data-invoice-period>
        <CellLabel className="block">{t.paidPeriod}</CellLabel>
        {invoice.paidAt ? (
          <>
            <span className="block">{t.paidOn({ date: jakartaDay(invoice.paidAt) })}</span>
            {invoice.periodStart && invoice.periodEnd ? (
              <span className="block text-xs text-stone-700">
                {t.period({ start: jakartaDay(invoice.periodStart), end: jakartaDay(invoice.periodEnd) })}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-stone-700">{t.notPaid}</span>
        )}
      </TableCell>
      <TableCell align="middle" className="min-w-0 sm:col-span-2 lg:col-span-1">
        <CellLabel className="block">{t.actions}</CellLabel>
        <div className="flex flex-wrap items-start gap-2">
          {invoice.status === 'UNPAID' ? (
            <Button
              variant="primary"
              loading={pay.isPending}
              loadingLabel={t.marking}
              context={invoice.number}
              onClick={markPaid}
            >
              {t.markPaid}
            </Button>
          ) : null}
          <Button variant="secondary" context={invoice.number} onClick={() => setShowRecord(true)}>
            {t.rawRecord}
          </Button>
        </div>
        {showRecord ? (
          <ModalDialog
            title={t.rawRecordOf({ number: invoice.number })}
            wide
            onClose={() => setShowRecord(false)}
            actions={
              <Button variant="secondary" onClick={() => setShowRecord(false)}>
                {t.close}
              </Button>
            }
          >
            <pre
              tabIndex={0}
              className="max-h-[60dvh] overflow-auto rounded-lg bg-stone-100 p-3 text-xs break-all whitespace-pre-wrap text-stone-900"
              data-invoice-record
            >
              {JSON.stringify(invoice, null, 2)}
            </pre>
          </ModalDialog>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
