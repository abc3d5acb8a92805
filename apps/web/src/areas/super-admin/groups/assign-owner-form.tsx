import { zodResolver } from '@hookform/resolvers/zod';
import { type ConsoleGroup, membershipAssign } from '@meja/shared/contracts/console-groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../../api/api-error';
import { assignGroupOwner, consoleGroupsQueryKey } from '../../../api/console-groups-api';
import { refreshAfterWrite } from '../../../api/refresh-after-write';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { groupsMessages } from './groups-messages';
import { FormCard } from '../../../components/form-card';

const assignForm = membershipAssign.extend({ groupSlug: z.string().min(1, 'Pilih grup terlebih dahulu') });
type AssignForm = z.input<typeof assignForm>;
const FIELD_NAMES = ['ownerSlug'] as const;

interface AssignOwnerFormProps {
  groups: readonly ConsoleGroup[];
  /** The server's SPEC §8 text on success. */
  onAssigned: (message: string) => void;
}

/** 'Set owner ke grup' (SPEC §7 assign-membership): a group and the tenant slug of its owner. */
export function AssignOwnerForm({ groups, onAssigned }: AssignOwnerFormProps) {
  const t = useMessages(groupsMessages);
  const queryClient = useQueryClient();
  const form = useForm<AssignForm>({
    resolver: zodResolver(assignForm),
    defaultValues: { groupSlug: '', ownerSlug: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: AssignForm) => assignGroupOwner(body.groupSlug, body.ownerSlug.trim()),
    onSuccess: (result) => {
      void refreshAfterWrite(queryClient, consoleGroupsQueryKey);
      form.reset({ groupSlug: form.getValues('groupSlug'), ownerSlug: '' });
      onAssigned(result.message);
    },
    onError: (error) => applyServerFieldErrors(form, error, FIELD_NAMES),
  });
  const options = [
    { value: '', label: t.chooseGroup },
    ...groups.map((group) => ({ value: group.slug, label: `${group.name} (${group.slug})` })),
  ];
  const fieldError = Object.keys(errors).length > 0;

  return (
    <FormCard
      title={t.assignTitle}
      description={t.assignDescription}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
        <SelectField
          label={t.group}
          options={options}
          error={errors.groupSlug?.message}
          {...form.register('groupSlug')}
        />
        <TextField
          label={t.ownerSlug}
          required
          maxLength={80}
          autoComplete="off"
          hint={t.ownerSlugHint}
          error={errors.ownerSlug?.message}
          {...form.register('ownerSlug')}
        />
        <Button
          type="submit"
          variant="primary"
          className="md:mt-7"
          loading={mutation.isPending}
          loadingLabel={t.assigning}
        >
          {t.assign}
        </Button>
      </div>
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.assignFailed)}</ErrorMessage>
      ) : null}
    </FormCard>
  );
}
