import { zodResolver } from '@hookform/resolvers/zod';
import { expenseCreate, type ExpenseCreate } from '@meja/shared/contracts/expenses';
import { EXPENSE_CATEGORIES } from '@meja/shared/profit-loss';
import { formatRupiah } from '@meja/shared/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { params } from '@nanostores/i18n';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { createExpense, financeScopeKey } from '../../../api/finance-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { toIsoDate } from '../../../lib/local-date';
import { expenseCategoryMessages } from './expense-categories';
import { FormCard } from '../../../components/form-card';

export const expenseFormMessages = i18n('admin/reports/expense-form', {
  title: 'Catat pengeluaran',
  category: 'Kategori',
  chooseCategory: 'Pilih kategori',
  amount: 'Jumlah (Rp)',
  date: 'Tanggal',
  note: 'Catatan',
  notePlaceholder: 'Contoh: sewa ruko bulan ini',
  payrollHint: 'Gaji dicatat lewat halaman Payroll.',
  save: 'Simpan pengeluaran',
  saved: params('Pengeluaran {category} {amount} disimpan.'),
  saveFailed: 'Gagal menyimpan pengeluaran',
});

const FIELD_NAMES = ['category', 'amount', 'date', 'note'] as const;
/** Payroll is posted from its own page (SPEC §2): the form offers the other categories. */
const MANUAL_CATEGORIES = EXPENSE_CATEGORIES.filter((category) => category !== 'PAYROLL');

function emptyExpense(date: string): ExpenseCreate {
  return { category: 'OTHER', amount: '', date, note: '' };
}

/** An admin adds a non-payroll expense (rent, utilities, …). */
export function ExpenseForm({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(expenseFormMessages);
  const categories = useMessages(expenseCategoryMessages);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(expenseCreate),
    defaultValues: emptyExpense(toIsoDate(new Date())),
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (body: ExpenseCreate) => createExpense(tenantSlug, body),
    onSuccess: async (expense) => {
      setSaved(t.saved({ category: categories[expense.category], amount: formatRupiah(expense.amount) }));
      form.reset(emptyExpense(expense.date));
      await queryClient.invalidateQueries({ queryKey: financeScopeKey(tenantSlug) });
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });

  return (
    <FormCard
      title={t.title}
      onSubmit={form.handleSubmit((body) => {
        setSaved(null);
        mutation.mutate(body);
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t.category}
          options={MANUAL_CATEGORIES.map((category) => ({ value: category, label: categories[category] }))}
          hint={t.payrollHint}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <TextField
          label={t.amount}
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={t.date}
          required
          type="date"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <TextField
          label={t.note}
          optional
          maxLength={200}
          placeholder={t.notePlaceholder}
          error={errors.note?.message}
          {...form.register('note')}
        />
      </div>
      {saved ? <SuccessMessage>{saved}</SuccessMessage> : null}
      {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, t.saveFailed)}</ErrorMessage> : null}
      <Button type="submit" variant="primary" className="w-full sm:w-auto" loading={mutation.isPending}>
        {t.save}
      </Button>
    </FormCard>
  );
}
