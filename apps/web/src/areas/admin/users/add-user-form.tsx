import { zodResolver } from '@hookform/resolvers/zod';
import { staffUserCreate, type StaffUserCreate } from '@meja/shared/contracts/users';
import { ROLE_LABELS, TENANT_STAFF_ROLES } from '@meja/shared/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { createStaffUser, usersQueryKey } from '../../../api/users-api';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import type { IssuedPassword } from './temp-password-notice';
import { usersMessages } from './users-messages';
import { FormCard } from '../../../components/form-card';

const EMPTY: StaffUserCreate = { name: '', email: '', role: 'CASHIER' };
const FIELD_NAMES = ['name', 'email', 'role'] as const;
const ROLE_OPTIONS = TENANT_STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface AddUserFormProps {
  tenantSlug: string;
  onIssued: (issued: IssuedPassword) => void;
}

/** 'Tambah user' (SPEC §2): name, email and one of the four tenant roles. */
export function AddUserForm({ tenantSlug, onIssued }: AddUserFormProps) {
  const t = useMessages(usersMessages);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(staffUserCreate), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: StaffUserCreate) => createStaffUser(tenantSlug, body),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey(tenantSlug) });
      form.reset(EMPTY);
      onIssued({ kind: 'created', result });
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });
  const fieldError = Object.keys(errors).length > 0;

  return (
    <FormCard title={t.addTitle} onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-[1fr_1fr_12rem_auto] xl:items-start">
        <TextField
          label={t.name}
          required
          maxLength={120}
          autoComplete="off"
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.name?.message}
          {...form.register('name', { setValueAs: toUpperCaseText })}
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
        <SelectField
          label={t.role}
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <Button type="submit" variant="primary" className="xl:mt-7" loading={mutation.isPending}>
          {t.save}
        </Button>
      </div>
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.saveFailed)}</ErrorMessage>
      ) : null}
    </FormCard>
  );
}
