import { zodResolver } from '@hookform/resolvers/zod';
import { shiftOpen } from '@meja/shared/contracts/pos';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { openShift } from '../offline/pos-writes';
import type { PosShiftView } from '../offline/pos-views';

interface OpenShiftFormProps {
  slug: string;
  onOpened: (result: { offline: boolean; shift: PosShiftView }) => void;
}

/** SPEC §2 POS Shift: open a shift with the opening cash. */
export function OpenShiftForm({ slug, onOpened }: OpenShiftFormProps) {
  const form = useForm({ resolver: zodResolver(shiftOpen) });
  const { errors } = form.formState;
  const mutation = useMutation({
    // Offline the write is queued (or fails at once): it must never wait for the network.
    networkMode: 'always',
    mutationFn: (openingCash: number) => openShift(slug, openingCash),
    onSuccess: onOpened,
  });

  return (
    <form
      noValidate
      aria-labelledby="pos-open-shift-title"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values.openingCash))}
    >
      <h2 id="pos-open-shift-title" className="text-lg font-bold text-stone-900">
        Buka shift
      </h2>
      <TextField
        label="Kas awal (Rp)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="Uang tunai di laci saat shift dimulai."
        error={errors.openingCash?.message}
        {...form.register('openingCash', { valueAsNumber: true })}
      />
      {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, 'Gagal menyimpan')}</ErrorMessage> : null}
      <Button type="submit" variant="primary" className="w-full sm:w-auto" loading={mutation.isPending}>
        Buka shift
      </Button>
    </form>
  );
}
