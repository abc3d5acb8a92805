import { zodResolver } from '@hookform/resolvers/zod';
import {
  platformTenantCreate,
  type PlatformTenant,
  type PlatformTenantCreate,
} from '@meja/shared/contracts/platform-tenants';
import { slugify } from '@meja/shared/slug';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { createPlatformTenant, platformTenantsQueryKey } from '../../../api/platform-tenants-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { tenantsMessages } from './tenants-messages';
import { FormCard } from '../../../components/form-card';

const EMPTY: PlatformTenantCreate = { name: '', slug: '' };
const FIELD_NAMES = ['name', 'slug'] as const;

interface AddTenantFormProps {
  onAdded: (tenant: PlatformTenant) => void;
}

/** 'Tambah tenant' (SPEC §2): a name and a slug (offered from the name until the slug is typed). */
export function AddTenantForm({ onAdded }: AddTenantFormProps) {
  const t = useMessages(tenantsMessages);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(platformTenantCreate), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: createPlatformTenant,
    onSuccess: (tenant) => {
      void queryClient.invalidateQueries({ queryKey: platformTenantsQueryKey });
      form.reset(EMPTY);
      onAdded(tenant);
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });
  const nameField = form.register('name', {
    setValueAs: toUpperCaseText,
    onChange: (event: { target: { value: string } }) => {
      if (!form.getFieldState('slug').isDirty) form.setValue('slug', slugify(event.target.value));
    },
  });
  const fieldError = Object.keys(errors).length > 0;

  return (
    <FormCard title={t.addTitle} onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-[1fr_1fr_auto] xl:items-start">
        <TextField
          label={t.name}
          required
          maxLength={120}
          autoComplete="off"
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.name?.message}
          {...nameField}
        />
        <TextField
          label={t.slug}
          required
          maxLength={60}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t.slugHint}
          error={errors.slug?.message}
          {...form.register('slug', { setValueAs: (value: unknown) => String(value).trim().toLowerCase() })}
        />
        <Button
          type="submit"
          variant="primary"
          className="xl:mt-7"
          loading={mutation.isPending}
          loadingLabel={t.adding}
        >
          {t.add}
        </Button>
      </div>
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.addFailed)}</ErrorMessage>
      ) : null}
    </FormCard>
  );
}
