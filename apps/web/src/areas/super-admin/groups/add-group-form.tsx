import { zodResolver } from '@hookform/resolvers/zod';
import { groupSave, type GroupSave } from '@meja/shared/contracts/console-groups';
import { slugify } from '@meja/shared/slug';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { consoleGroupsQueryKey, createConsoleGroup } from '../../../api/console-groups-api';
import { refreshAfterWrite } from '../../../api/refresh-after-write';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { groupsMessages } from './groups-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { FormCard } from '../../../components/form-card';

const EMPTY: GroupSave = { name: '', slug: '' };
const FIELD_NAMES = ['name', 'slug'] as const;

/** 'Tambah grup': a name and its slug (proposed from the name until the slug is typed). */
export function AddGroupForm({ onCreated }: { onCreated: (name: string) => void }) {
  const t = useMessages(groupsMessages);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(groupSave), defaultValues: EMPTY });
  const { errors, dirtyFields } = form.formState;
  const mutation = useMutation({
    mutationFn: createConsoleGroup,
    onSuccess: (group) => {
      void refreshAfterWrite(queryClient, consoleGroupsQueryKey);
      form.reset(EMPTY);
      onCreated(group.name);
    },
    onError: (error) => applyServerFieldErrors(form, error, FIELD_NAMES),
  });
  const fieldError = Object.keys(errors).length > 0;
  const nameField = form.register('name', {
    setValueAs: toUpperCaseText,
    onChange: (event: { target: { value: string } }) => {
      if (!dirtyFields.slug) form.setValue('slug', slugify(event.target.value));
    },
  });

  return (
    <FormCard title={t.addTitle} onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
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
          maxLength={80}
          autoComplete="off"
          hint={t.slugHint}
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Button type="submit" variant="primary" className="md:mt-7" loading={mutation.isPending}>
          {t.add}
        </Button>
      </div>
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.saveFailed)}</ErrorMessage>
      ) : null}
    </FormCard>
  );
}
