import { zodResolver } from '@hookform/resolvers/zod';
import { POS_MESSAGES, quickAddMenuItem, type QuickAddMenuItem } from '@meja/shared/contracts/pos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { withMenuItem, type MenuLoad } from '../menu-cache';
import { quickAddMenuItem as addMenuItem } from '../offline/pos-writes';
import { posKeys } from '../pos-query-keys';
import { WriteResult } from './write-result';

const FIELDS = ['name', 'price', 'category'] as const;

/** SPEC §5 POS add menu item: name and price required (the button waits for both), category optional. */
export function AddMenuItemForm({ slug }: { slug: string }) {
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
        Tambah menu
      </h3>
      <TextField
        label="Nama menu"
        autoComplete="off"
        maxLength={120}
        className={UPPER_CASE_INPUT_CLASS}
        error={errors.name?.message}
        {...form.register('name', { setValueAs: toUpperCaseText })}
      />
      <TextField
        label="Harga (Rp)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.price?.message}
        {...form.register('price', { valueAsNumber: true })}
      />
      <TextField
        label="Kategori"
        optional
        autoComplete="off"
        maxLength={60}
        placeholder="Kosong = LAINNYA"
        className={UPPER_CASE_INPUT_CLASS}
        error={errors.category?.message}
        {...form.register('category', { setValueAs: toUpperCaseText })}
      />
      <WriteResult
        success={mutation.isSuccess ? POS_MESSAGES.itemAdded : null}
        offline={mutation.data?.offline ?? false}
        failure={mutation.isError ? POS_MESSAGES.addItemFailed : null}
        detail={mutation.isError ? messageOf(mutation.error, '') : null}
      />
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        disabled={!ready}
        loading={mutation.isPending}
      >
        Tambah menu
      </Button>
    </form>
  );
}
