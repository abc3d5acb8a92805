import { zodResolver } from '@hookform/resolvers/zod';
import { groupUserCreate, type GroupBranch, type GroupUser } from '@meja/shared/contracts/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../../api/api-error';
import { createGroupUser, groupBranchesQueryKey, groupUsersQueryKey } from '../../../api/group-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { FormCard } from '../../../components/form-card';
import { ErrorMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { groupUsersMessages } from './users-messages';

const addForm = groupUserCreate
  .extend({ repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: groupUsersMessages.get().mismatch,
  });
type AddForm = z.input<typeof addForm>;

const EMPTY: AddForm = { tenantSlug: '', email: '', name: '', password: '', repeat: '' };
const FIELD_NAMES = ['tenantSlug', 'email', 'name', 'password'] as const;

interface AddAdminFormProps {
  groupSlug: string;
  branches: readonly GroupBranch[];
  onAdded: (user: GroupUser) => void;
}

/** 'Tambah admin resto' (SPEC §5): restaurant, email and password required; name optional. */
export function AddAdminForm({ groupSlug, branches, onAdded }: AddAdminFormProps) {
  const t = useMessages(groupUsersMessages);
  const queryClient = useQueryClient();
  const form = useForm<AddForm>({ resolver: zodResolver(addForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: ({ repeat: _repeat, ...body }: AddForm) => createGroupUser(groupSlug, body),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupSlug) });
      void queryClient.invalidateQueries({ queryKey: groupBranchesQueryKey(groupSlug) });
      form.reset(EMPTY);
      onAdded(user);
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });
  const options = [
    { value: '', label: t.chooseBranch },
    ...branches.map((branch) => ({ value: branch.slug, label: branch.name })),
  ];
  const fieldError = Object.keys(errors).length > 0;

  return (
    <FormCard title={t.addTitle} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t.branch}
          options={options}
          error={errors.tenantSlug?.message}
          {...form.register('tenantSlug')}
        />
        <TextField
          label={t.email}
          required
          type="email"
          maxLength={254}
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t.name}
          optional
          maxLength={120}
          autoComplete="off"
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.name?.message}
          {...form.register('name', { setValueAs: toUpperCaseText })}
        />
        <div className="hidden md:block" />
        <TextField
          label={t.password}
          required
          type="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t.repeatPassword}
          required
          type="password"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...form.register('repeat')}
        />
      </div>
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.addFailed)}</ErrorMessage>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full sm:w-auto"
        loading={mutation.isPending}
        loadingLabel={t.adding}
      >
        {t.add}
      </Button>
    </FormCard>
  );
}
