import { zodResolver } from '@hookform/resolvers/zod';
import {
  groupBranchCreate,
  type GroupBranch,
  type GroupBranchCreate,
  type GroupBranchCreated,
} from '@meja/shared/contracts/group';
import { slugify } from '@meja/shared/slug';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { createGroupBranch, groupBranchesQueryKey, groupFiguresQueryKey } from '../../../api/group-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormCard } from '../../../components/form-card';
import { ErrorMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { restaurantsMessages } from './restaurants-messages';

const EMPTY: Required<GroupBranchCreate> = {
  name: '',
  slug: '',
  city: '',
  phone: '',
  copySettings: true,
  copyMenu: true,
  sourceSlug: '',
  adminName: '',
  adminEmail: '',
};
const FIELD_NAMES = ['name', 'slug', 'city', 'phone', 'sourceSlug', 'adminName', 'adminEmail'] as const;

interface CreateBranchFormProps {
  groupSlug: string;
  /** The group's branches: the sources a copy may come from. */
  branches: readonly GroupBranch[];
  onCreated: (created: GroupBranchCreated) => void;
}

/** 'Buka resto baru' (SPEC §2, §5): name → slug, city, phone, what to copy and from where, the admin. */
export function CreateBranchForm({ groupSlug, branches, onCreated }: CreateBranchFormProps) {
  const t = useMessages(restaurantsMessages);
  const queryClient = useQueryClient();
  const hasSource = branches.length > 0;
  const form = useForm({
    resolver: zodResolver(groupBranchCreate),
    defaultValues: { ...EMPTY, copySettings: hasSource, copyMenu: hasSource },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (body: GroupBranchCreate) => createGroupBranch(groupSlug, body),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: groupBranchesQueryKey(groupSlug) });
      void queryClient.invalidateQueries({ queryKey: groupFiguresQueryKey(groupSlug) });
      form.reset({ ...EMPTY, copySettings: true, copyMenu: true });
      onCreated(created);
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });
  const nameField = form.register('name', {
    setValueAs: toUpperCaseText,
    onChange: (event: { target: { value: string } }) => {
      // The slug follows the name until it is typed by hand (SPEC §5).
      if (!form.getFieldState('slug').isDirty) form.setValue('slug', slugify(event.target.value));
    },
  });
  const [copySettings, copyMenu] = useWatch({ control: form.control, name: ['copySettings', 'copyMenu'] });
  const copying = copySettings || copyMenu;
  const sourceOptions = [
    { value: '', label: t.oldestSource },
    ...branches.map((branch) => ({ value: branch.slug, label: `${branch.name} (${branch.slug})` })),
  ];
  const fieldError = Object.keys(errors).length > 0;

  return (
    <FormCard
      title={t.addTitle}
      description={t.addDescription}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <div className="grid gap-4 md:grid-cols-2">
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
          autoCapitalize="none"
          spellCheck={false}
          hint={t.slugHint}
          error={errors.slug?.message}
          {...form.register('slug', { setValueAs: (value: unknown) => String(value).trim().toLowerCase() })}
        />
        <TextField
          label={t.city}
          optional
          maxLength={80}
          autoComplete="off"
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.city?.message}
          {...form.register('city', { setValueAs: toUpperCaseText })}
        />
        <TextField
          label={t.phone}
          optional
          type="tel"
          maxLength={30}
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      {hasSource ? (
        <div className="grid gap-3 md:grid-cols-3 md:items-start">
          <CheckboxField
            label={t.copySettings}
            hint={t.copySettingsHint}
            {...form.register('copySettings')}
          />
          <CheckboxField label={t.copyMenu} hint={t.copyMenuHint} {...form.register('copyMenu')} />
          <SelectField
            label={t.source}
            options={sourceOptions}
            disabled={!copying}
            error={errors.sourceSlug?.message}
            {...form.register('sourceSlug')}
          />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t.adminName}
          optional
          maxLength={120}
          autoComplete="off"
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.adminName?.message}
          {...form.register('adminName', { setValueAs: toUpperCaseText })}
        />
        <TextField
          label={t.adminEmail}
          optional
          type="email"
          maxLength={254}
          autoComplete="off"
          hint={t.adminHint}
          error={errors.adminEmail?.message}
          {...form.register('adminEmail')}
        />
      </div>
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.createFailed)}</ErrorMessage>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full sm:w-auto"
        loading={mutation.isPending}
        loadingLabel={t.creating}
      >
        {t.create}
      </Button>
    </FormCard>
  );
}
