import { zodResolver } from '@hookform/resolvers/zod';
import { quickAddMenuItem, type QuickAddMenuItem } from '@meja/shared/contracts/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { withMenuItem, type MenuLoad } from '../menu-cache';
import { quickAddMenuItem as addMenuItem } from '../offline/pos-writes';
import { fieldProblemText, posErrorText } from '../pos-errors';
import { posKeys } from '../pos-query-keys';
import { manageMessages } from './manage-messages';
import { WriteResult } from './write-result';

const FIELDS = ['name', 'price', 'category'] as const;

/** SPEC §5 POS add menu item: name and price required (the button waits for both), category optional. */
export function AddMenuItemForm({ slug }: { slug: string }) {
  const t = useMessages(manageMessages);
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(quickAddMenuItem),
    defaultValues: { name: '', category: '' },
  });
  const { errors } = form.formState;
  const [name, price] = useWatch({ control: form.control, name: ['name', 'price'] });
  const ready = typeof name === 'string' && name.trim() !== '' && Number.isFinite(price);
  const mutation = useMutation({
    // Offline the write is queued (or fails at once): it must never wait for the network.
    networkMode: 'always',
    mutationFn: (values: QuickAddMenuItem) =>
      addMenuItem(slug, { ...values, category: values.category?.trim() || undefined }),
    onSuccess: ({ item }) => {
      queryClient.setQueryData<MenuLoad>(posKeys.menu(slug), (load) => withMenuItem(load, item));
      form.reset({ name: '', category: '' });
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELDS);
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="pos-add-item-title"
      className="space-y-3"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <h3 id="pos-add-item-title" className="font-bold text-stone-900">
        {t.addItemTitle}
      </h3>
      <TextField
        label={t.itemName}
        autoComplete="off"
        maxLength={120}
        className={UPPER_CASE_INPUT_CLASS}
        error={fieldProblemText(errors.name?.message, t.itemNameProblem)}
        {...form.register('name', { setValueAs: toUpperCaseText })}
      />
      <TextField
        label={t.price}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={fieldProblemText(errors.price?.message, t.priceProblem)}
        {...form.register('price', { valueAsNumber: true })}
      />
      <TextField
        label={t.category}
        optional
        autoComplete="off"
        maxLength={60}
        placeholder={t.categoryPlaceholder}
        className={UPPER_CASE_INPUT_CLASS}
        error={fieldProblemText(errors.category?.message, t.categoryProblem)}
        {...form.register('category', { setValueAs: toUpperCaseText })}
      />
      <WriteResult
        success={mutation.isSuccess ? t.itemAdded : null}
        offline={mutation.data?.offline ?? false}
        failure={mutation.isError ? t.addItemFailed : null}
        detail={mutation.isError ? posErrorText(mutation.error, '') : null}
      />
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        disabled={!ready}
        loading={mutation.isPending}
        loadingLabel={t.saving}
      >
        {t.addItemButton}
      </Button>
    </form>
  );
}
