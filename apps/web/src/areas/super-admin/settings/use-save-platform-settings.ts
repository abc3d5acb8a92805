import type { PlatformSettingsUpdate, PlatformSettingsView } from '@meja/shared/contracts/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { platformSettingsQueryKey, savePlatformSettings } from '../../../api/platform-settings-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';

/** PATCH /super-admin/settings for one card; the answer becomes the page's settings at once. */
export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PlatformSettingsUpdate) => savePlatformSettings(changes),
    onSuccess: (stored) => {
      queryClient.setQueryData<PlatformSettingsView>(platformSettingsQueryKey, stored);
    },
  });
}

/**
 * What every platform settings card does on save: PATCH its own fields, show the stored values
 * again (secrets blank), put a refused field's message under it. Spread the answer on the card.
 */
export function useSettingsCardSave<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, PlatformSettingsUpdate>,
  formValues: (settings: PlatformSettingsView) => Values,
  fields: readonly FieldPath<Values>[],
) {
  const save = useSavePlatformSettings();
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => form.reset(formValues(stored)),
      onError: (error) => applyServerFieldErrors(form, error, fields),
    }),
  );
  return {
    saving: save.isPending,
    saved: save.isSuccess && !form.formState.isDirty,
    error: save.error,
    onSubmit: () => void submit(),
  };
}
