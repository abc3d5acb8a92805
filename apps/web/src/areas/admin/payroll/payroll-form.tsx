import { payrollPost, type PayrollPost } from '@meja/shared/contracts/expenses';
import { formatRupiah } from '@meja/shared/money';
import { PAYROLL_FIGURES, type PayrollFigure } from '@meja/shared/payroll';
import { params } from '@nanostores/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { ApiError, messageOf } from '../../../api/api-error';
import { financeScopeKey, postPayrollPeriod } from '../../../api/finance-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import {
  CellLabel,
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '../../../components/responsive-table/responsive-table';
import { TextField } from '../../../components/text-field';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatIsoDate } from '../../../lib/local-date';
import { draftNet, draftTotal, emptyPayrollRow, type PayrollDraftRow } from './payroll-draft';
import { FormCard } from '../../../components/form-card';

export const payrollFormMessages = i18n('admin/payroll/payroll-form', {
  title: 'Periode gaji',
  start: 'Periode mulai',
  end: 'Periode akhir',
  rowsCaption: 'Baris gaji',
  name: 'Nama',
  base: 'Gaji pokok',
  overtime: 'Lembur',
  incentives: 'Insentif',
  deductions: 'Potongan',
  advances: 'Kasbon',
  net: 'Net',
  actions: 'Aksi',
  fieldOfRow: params('{field}, baris {row}'),
  removeRow: 'Hapus',
  removeRowContext: params('baris {row}'),
  addRow: 'Tambah baris',
  total: 'Total gaji',
  unreadable: 'Periksa angka',
  post: 'Posting ke pengeluaran',
  posting: 'Memposting...',
  posted: params('Payroll {start} – {end} diposting: {total} dicatat sebagai pengeluaran Gaji.'),
  postFailed: 'Gagal memposting payroll',
  confirmTitle: 'Periode ini sudah diposting',
  confirmPrevious: params('Sebelumnya diposting {count} kali untuk tanggal yang sama.'),
  confirmAgain: 'Tetap posting',
  cancel: 'Batal',
  hint: 'Net = gaji pokok + lembur + insentif − potongan − kasbon. Angka dalam rupiah; kosong berarti 0.',
});

interface PayrollFormValues {
  start: string;
  end: string;
  rows: PayrollDraftRow[];
}

const FIRST_ROWS = 3;
const DRAFT_FIELDS = ['name', ...PAYROLL_FIGURES] as const;
type DraftField = (typeof DRAFT_FIELDS)[number];

function emptyForm(): PayrollFormValues {
  return { start: '', end: '', rows: Array.from({ length: FIRST_ROWS }, emptyPayrollRow) };
}

function isDraftField(value: unknown): value is DraftField {
  return DRAFT_FIELDS.some((field) => field === value);
}

/** The form field a refusal names ('start', 'end', 'rows.2.base'); the rows as a whole are shown apart. */
function fieldOf(path: readonly PropertyKey[]): FieldPath<PayrollFormValues> | 'rows' | null {
  const [first, index, field] = path;
  if (first === 'start' || first === 'end') return first;
  if (first !== 'rows') return null;
  if (path.length === 1) return 'rows';
  return typeof index === 'number' && isDraftField(field) ? `rows.${index}.${field}` : 'rows';
}

function serverFields(rowCount: number): FieldPath<PayrollFormValues>[] {
  const perRow = Array.from({ length: rowCount }, (_, index) =>
    DRAFT_FIELDS.map((field): FieldPath<PayrollFormValues> => `rows.${index}.${field}`),
  );
  return ['start', 'end', ...perRow.flat()];
}

interface PayrollFormProps {
  tenantSlug: string;
  /** How often each period (start/end) was posted, for the confirmation. */
  postedCount: (start: string, end: string) => number;
}

/**
 * SPEC §2 Admin payroll: the period, the rows, the net of each and the total computed as the admin
 * types (the server computes them again); posting records the total as one expense. A period
 * posted before asks for confirmation (the server's 409) before it is posted again.
 */
export function PayrollForm({ tenantSlug, postedCount }: PayrollFormProps) {
  const t = useMessages(payrollFormMessages);
  const queryClient = useQueryClient();
  const form = useForm<PayrollFormValues>({ defaultValues: emptyForm() });
  const rowsField = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' });
  /** A refusal of the rows as a whole, with the rows it was about: it goes once they change. */
  const [rowsRefusal, setRowsRefusal] = useState<{ message: string; rows: string } | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PayrollPost | null>(null);
  const { errors } = form.formState;
  const total = draftTotal(rows);
  const rowsKey = JSON.stringify(rows);
  const rowsError = rowsRefusal?.rows === rowsKey ? rowsRefusal.message : null;
  const refuseRows = (message: string) => setRowsRefusal({ message, rows: rowsKey });

  const mutation = useMutation({
    mutationFn: (body: PayrollPost) => postPayrollPeriod(tenantSlug, body),
    onSuccess: async ({ period }) => {
      setConfirming(null);
      setPosted(
        t.posted({
          start: formatIsoDate(period.start),
          end: formatIsoDate(period.end),
          total: formatRupiah(period.total),
        }),
      );
      form.reset(emptyForm());
      await queryClient.invalidateQueries({ queryKey: financeScopeKey(tenantSlug) });
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.code === 'PAYROLL_PERIOD_POSTED') {
        setConfirming(body);
        return;
      }
      setConfirming(null);
      applyServerFieldErrors(form, error, serverFields(rows.length));
      if (error instanceof ApiError && error.fields.rows) refuseRows(error.fields.rows);
    },
  });

  /** The admin keeps the period as posted: nothing is sent, and the question goes. */
  function cancelRepost() {
    setConfirming(null);
    mutation.reset();
  }

  function submit(values: PayrollFormValues) {
    setPosted(null);
    setRowsRefusal(null);
    const parsed = payrollPost.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field === 'rows') refuseRows(issue.message);
        else if (field) form.setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    mutation.mutate(values);
  }

  const figureInput = (index: number, field: PayrollFigure) => {
    const error = errors.rows?.[index]?.[field]?.message;
    return (
      <>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={t.fieldOfRow({ field: t[field], row: index + 1 })}
          aria-invalid={error ? true : undefined}
          className={`${fieldControlClass(Boolean(error))} text-right tabular-nums`}
          {...form.register(`rows.${index}.${field}`)}
        />
        {error ? <span className="mt-1 block text-xs text-red-700">{error}</span> : null}
      </>
    );
  };

  return (
    <FormCard title={t.title} onSubmit={form.handleSubmit(submit)}>
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
        <TextField
          label={t.start}
          type="date"
          required
          error={errors.start?.message}
          {...form.register('start')}
        />
        <TextField label={t.end} type="date" required error={errors.end?.message} {...form.register('end')} />
      </div>
      <p className="text-sm text-stone-700">{t.hint}</p>
      <ResponsiveTable from="xl" dense className="text-sm">
        <caption className="sr-only">{t.rowsCaption}</caption>
        <TableHead>
          <HeaderCell className="w-32">{t.name}</HeaderCell>
          {PAYROLL_FIGURES.map((field) => (
            <HeaderCell key={field} className="text-right">
              {t[field]}
            </HeaderCell>
          ))}
          <HeaderCell className="w-32 text-right">{t.net}</HeaderCell>
          <HeaderCell className="w-24" hidden>
            {t.actions}
          </HeaderCell>
        </TableHead>
        <TableBody>
          {rowsField.fields.map((row, index) => {
            const draft = rows[index];
            const net = draft ? draftNet(draft) : 0;
            const nameError = errors.rows?.[index]?.name?.message;
            return (
              <TableRow
                key={row.id}
                tone="plain"
                className="grid grid-cols-2 gap-x-3 gap-y-2 p-3"
                data-payroll-row={index}
              >
                <TableCell align="top" className="col-span-2 xl:col-span-1">
                  <CellLabel className="block">{t.name}</CellLabel>
                  <input
                    type="text"
                    autoComplete="off"
                    maxLength={80}
                    aria-label={t.fieldOfRow({ field: t.name, row: index + 1 })}
                    aria-invalid={nameError ? true : undefined}
                    className={fieldControlClass(Boolean(nameError))}
                    {...form.register(`rows.${index}.name`)}
                  />
                  {nameError ? <span className="mt-1 block text-xs text-red-700">{nameError}</span> : null}
                </TableCell>
                {PAYROLL_FIGURES.map((field) => (
                  <TableCell key={field} align="top">
                    <CellLabel className="block">{t[field]}</CellLabel>
                    {figureInput(index, field)}
                  </TableCell>
                ))}
                <TableCell align="middle" className="xl:text-right">
                  <CellLabel className="block">{t.net}</CellLabel>
                  <span
                    className={`whitespace-nowrap font-semibold tabular-nums ${net !== null && net < 0 ? 'text-red-700' : 'text-stone-900'}`}
                    data-payroll-net={net ?? ''}
                  >
                    {net === null ? t.unreadable : formatRupiah(net)}
                  </span>
                </TableCell>
                <TableCell align="middle" className="col-span-2 flex justify-end xl:table-cell xl:text-right">
                  <Button
                    variant="secondary"
                    disabled={rowsField.fields.length <= 1}
                    onClick={() => rowsField.remove(index)}
                    context={t.removeRowContext({ row: index + 1 })}
                  >
                    {t.removeRow}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ResponsiveTable>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={() => rowsField.append(emptyPayrollRow())}>
          {t.addRow}
        </Button>
        <p className="flex items-baseline gap-3 text-lg font-bold text-stone-900">
          <span>{t.total}</span>
          <span className="tabular-nums" data-payroll-total={total ?? ''}>
            {total === null ? t.unreadable : formatRupiah(total)}
          </span>
        </p>
      </div>
      {rowsError ? <ErrorMessage>{rowsError}</ErrorMessage> : null}
      {posted ? <SuccessMessage>{posted}</SuccessMessage> : null}
      {mutation.isError &&
      !confirming &&
      !(mutation.error instanceof ApiError && mutation.error.status === 400) ? (
        <ErrorMessage>{messageOf(mutation.error, t.postFailed)}</ErrorMessage>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full sm:w-auto"
        loading={mutation.isPending}
        loadingLabel={t.posting}
      >
        {t.post}
      </Button>
      {confirming ? (
        <ModalDialog
          title={t.confirmTitle}
          onClose={cancelRepost}
          actions={
            <>
              <Button variant="secondary" onClick={cancelRepost}>
                {t.cancel}
              </Button>
              <Button
                variant="primary"
                loading={mutation.isPending}
                loadingLabel={t.posting}
                onClick={() => mutation.mutate({ ...confirming, confirmRepost: true })}
              >
                {t.confirmAgain}
              </Button>
            </>
          }
        >
          <p className="text-stone-800">{messageOf(mutation.error, t.confirmTitle)}</p>
          <p className="mt-2 text-sm text-stone-700">
            {t.confirmPrevious({ count: postedCount(confirming.start, confirming.end) })}
          </p>
        </ModalDialog>
      ) : null}
    </FormCard>
  );
}
