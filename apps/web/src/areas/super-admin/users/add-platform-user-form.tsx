import { zodResolver } from '@hookform/resolvers/zod';
import {
  platformUserCreate,
  type PlatformUserCreate,
  type PlatformUserCreated,
} from '@meja/shared/contracts/platform-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { createPlatformUser, platformUsersQueryKey } from '../../../api/platform-users-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { platformUsersMessages } from './platform-users-messages';
import { ROLE_OPTIONS, slugKindOf } from './role-options';
import { FormCard } from '../../../components/form-card';

const EMPTY: PlatformUserCreate = { name: '', email: '', role: 'RESTAURANT_ADMIN', slug: '' };
const FIELD_NAMES = ['name', 'email', 'role', 'slug'] as const;

/** 'Tambah user' (SPEC §2 Users): name, email, role, and the tenant or group slug the role needs. */
export function AddPlatformUserForm({ onCreated }: { onCreated: (created: PlatformUserCreated) => void }) {
  const t = useMessages(platformUsersMessages);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(platformUserCreate), defaultValues: EMPTY });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const slugKind = slugKindOf(role);
  const mutation = useMutation({
    mutationFn: (body: PlatformUserCreate) =>
      createPlatformUser(slugKindOf(body.role) === 'platform' ? { ...body, slug: undefined } : body),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: platformUsersQueryKey });
      form.reset(EMPTY);
      onCreated(created);
    },
    onError: (error) => applyServerFieldErrors(form, error, FIELD_NAMES),
  });
  const fieldError = Object.keys(errors).length > 0;

  return (
    <FormCard title={t.addTitle} onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4 xl:items-start">
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
        {slugKind === 'platform' ? null : (
          <TextField
            label={slugKind === 'tenant' ? t.tenantSlug : t.groupSlug}
            hint={slugKind === 'tenant' ? t.tenantSlugHint : t.groupSlugHint}
            required
            maxLength={80}
            autoComplete="off"
            error={errors.slug?.message}
            {...form.register('slug')}
          />
        )}
      </div>
      <Button type="submit" variant="primary" loading={mutation.isPending}>
        {t.save}
      </Button>
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.saveFailed)}</ErrorMessage>
      ) : null}
    </FormCard>
  );
}
