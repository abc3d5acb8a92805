import type { Expense } from '@meja/shared/contracts/expenses';
import { formatRupiah } from '@meja/shared/money';
import { params } from '@nanostores/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { deleteExpense, financeScopeKey } from '../../../api/finance-api';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorMessage } from '../../../components/messages';
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
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { formatIsoDate } from '../../../lib/local-date';
import { expenseCategoryMessages } from './expense-categories';

export const expenseListMessages = i18n('admin/reports/expense-list', {
  caption: 'Daftar pengeluaran',
  empty: 'Belum ada pengeluaran pada periode ini.',
  date: 'Tanggal',
  category: 'Kategori',
  note: 'Catatan',
  amount: 'Jumlah',
  actions: 'Aksi',
  delete: 'Hapus',
  deleteContext: params('pengeluaran {category} {amount} tanggal {date}'),
  total: 'Total periode ini',
  confirmTitle: 'Hapus pengeluaran ini?',
  confirmText: params(
    '{category} {amount} tanggal {date} akan dihapus dan tidak lagi dihitung di laporan laba rugi.',
  ),
  confirmPayroll: 'Periode payroll-nya tetap tercatat di halaman Payroll, tanpa pengeluaran ini.',
  cancel: 'Batal',
  deleting: 'Menghapus...',
  deleteFailed: 'Gagal menghapus pengeluaran',
  enteredBy: params('oleh {name}'),
});

/** The period's expenses with their total; deleting one asks first. */
export function ExpenseList({
  tenantSlug,
  items,
  total,
}: {
  tenantSlug: string;
  items: Expense[];
  total: number;
}) {
  const t = useMessages(expenseListMessages);
  const categories = useMessages(expenseCategoryMessages);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Expense | null>(null);
  const remove = useMutation({
    mutationFn: (expense: Expense) => deleteExpense(tenantSlug, expense._id),
    onSuccess: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: financeScopeKey(tenantSlug) });
    },
  });
  const describe = (expense: Expense) => ({
    category: categories[expense.category],
    amount: formatRupiah(expense.amount),
    date: formatIsoDate(expense.date),
  });

  if (items.length === 0) return <EmptyState>{t.empty}</EmptyState>;
  return (
    <div className="space-y-3">
      <ResponsiveTable from="md" className="text-sm">
        <caption className="sr-only">{t.caption}</caption>
        <TableHead>
          <HeaderCell className="w-32">{t.date}</HeaderCell>
          <HeaderCell className="w-48">{t.category}</HeaderCell>
          <HeaderCell>{t.note}</HeaderCell>
          <HeaderCell className="w-36 text-right">{t.amount}</HeaderCell>
          <HeaderCell className="w-28" hidden>
            {t.actions}
          </HeaderCell>
        </TableHead>
        <TableBody>
          {items.map((expense) => (
            <TableRow
              key={expense._id}
              tone="plain"
              className="grid grid-cols-2 gap-x-4 gap-y-2 p-4"
              data-expense={expense._id}
            >
              <TableCell align="middle">
                <CellLabel className="block">{t.date}</CellLabel>
                {formatIsoDate(expense.date)}
              </TableCell>
              <TableCell align="middle">
                <CellLabel className="block">{t.category}</CellLabel>
                <span className="font-semibold">{categories[expense.category]}</span>
              </TableCell>
              <TableCell align="middle" className="col-span-2 min-w-0 md:col-span-1">
                <CellLabel className="block">{t.note}</CellLabel>
                <span className="break-words">{expense.note}</span>
                {expense.createdByName ? (
                  <span className="block text-xs text-stone-600">
                    {t.enteredBy({ name: expense.createdByName })}
                  </span>
                ) : null}
              </TableCell>
              <TableCell align="middle" className="md:text-right">
                <CellLabel className="block">{t.amount}</CellLabel>
                <span className="font-semibold tabular-nums">{formatRupiah(expense.amount)}</span>
              </TableCell>
              <TableCell align="middle" className="flex items-end justify-end md:table-cell md:text-right">
                <Button
                  variant="danger"
                  onClick={() => setAsking(expense)}
                  context={t.deleteContext(describe(expense))}
                >
                  {t.delete}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ResponsiveTable>
      <p className="flex justify-between rounded-xl bg-stone-100 px-4 py-3 font-bold text-stone-900">
        <span>{t.total}</span>
        <span className="tabular-nums" data-expenses-total={total}>
          {formatRupiah(total)}
        </span>
      </p>
      {asking ? (
        <ModalDialog
          title={t.confirmTitle}
          onClose={() => {
            setAsking(null);
            remove.reset();
          }}
          actions={
            <>
              <Button variant="secondary" onClick={() => setAsking(null)}>
                {t.cancel}
              </Button>
              <Button
                variant="danger"
                loading={remove.isPending}
                loadingLabel={t.deleting}
                onClick={() => remove.mutate(asking)}
              >
                {t.delete}
              </Button>
            </>
          }
        >
          <p className="text-stone-800">{t.confirmText(describe(asking))}</p>
          {asking.payrollPeriodId ? <p className="mt-2 text-sm text-stone-700">{t.confirmPayroll}</p> : null}
          {remove.isError ? (
            <ErrorMessage className="mt-3">{messageOf(remove.error, t.deleteFailed)}</ErrorMessage>
          ) : null}
        </ModalDialog>
      ) : null}
    </div>
  );
}
