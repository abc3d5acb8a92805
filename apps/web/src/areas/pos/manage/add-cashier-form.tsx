import { zodResolver } from '@hookform/resolvers/zod';
import { POS_MESSAGES, quickAddCashier, type QuickAddCashier } from '@meja/shared/contracts/pos';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field';
import { quickAddCashier as addCashier } from '../offline/pos-writes';
import { WriteResult } from './write-result';

const FIELDS = ['name', 'email', 'password'] as const;

const EMPTY: QuickAddCashier = { name: '', email: '', password: '' };

/** SPEC §5 POS add cashier: email and password required (hint 'min. 6 karakter'), name optional. */
export function AddCashierForm({ slug }: { slug: string }) {
  const form = useForm({ resolver: zodResolver(quickAddCashier), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useMutation({
    // Offline the write is queued (or fails at once): it must never wait for the network.
    networkMode: 'always',
    mutationFn: (values: QuickAddCashier) =>
      addCashier(slug, { ...values, name: values.name?.trim() || undefined }),
    onSuccess: () => form.reset(EMPTY),
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELDS);
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="pos-add-cashier-title"
      className="space-y-3"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <h3 id="pos-add-cashier-title" className="font-bold text-stone-900">
        Tambah kasir
      </h3>
      <TextField
        label="Nama"
        optional
        autoComplete="off"
        maxLength={120}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={POS_MESSAGES.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <WriteResult
        success={mutation.isSuccess ? POS_MESSAGES.cashierAdded : null}
        offline={mutation.data?.offline ?? false}
        failure={mutation.isError ? POS_MESSAGES.addCashierFailed : null}
        detail={mutation.isError ? messageOf(mutation.error, '') : null}
      />
      <Button type="submit" variant="primary" className="w-full" loading={mutation.isPending}>
        Tambah kasir
      </Button>
    </form>
  );
}
