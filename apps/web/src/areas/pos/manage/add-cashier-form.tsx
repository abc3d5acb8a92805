import { zodResolver } from '@hookform/resolvers/zod';
import { quickAddCashier, type QuickAddCashier } from '@meja/shared/contracts/pos';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { quickAddCashier as addCashier } from '../offline/pos-writes';
import { fieldProblemText, posErrorText } from '../pos-errors';
import { manageMessages } from './manage-messages';
import { WriteResult } from './write-result';

const FIELDS = ['name', 'email', 'password'] as const;

const EMPTY: QuickAddCashier = { name: '', email: '', password: '' };

/** SPEC §5 POS add cashier: email and password required (hint 'min. 6 karakter'), name optional. */
export function AddCashierForm({ slug }: { slug: string }) {
  const t = useMessages(manageMessages);
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
        {t.addCashierTitle}
      </h3>
      <TextField
        label={t.name}
        optional
        autoComplete="off"
        maxLength={120}
        error={fieldProblemText(errors.name?.message, t.nameProblem)}
        {...form.register('name')}
      />
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={fieldProblemText(errors.email?.message, t.emailProblem)}
        {...form.register('email')}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint}
        error={fieldProblemText(errors.password?.message, t.passwordProblem)}
        {...form.register('password')}
      />
      <WriteResult
        success={mutation.isSuccess ? t.cashierAdded : null}
        offline={mutation.data?.offline ?? false}
        failure={mutation.isError ? t.addCashierFailed : null}
        detail={mutation.isError ? posErrorText(mutation.error, '') : null}
      />
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        loading={mutation.isPending}
        loadingLabel={t.saving}
      >
        {t.addCashierButton}
      </Button>
    </form>
  );
}
