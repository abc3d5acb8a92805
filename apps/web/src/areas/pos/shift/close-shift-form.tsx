import { zodResolver } from '@hookform/resolvers/zod';
import { shiftClose } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { closeShift } from '../offline/pos-writes';
import type { PosShiftView } from '../offline/pos-views';

interface CloseShiftFormProps {
  slug: string;
  onClosed: (result: { offline: boolean; shift: PosShiftView }) => void;
}

/** SPEC §2 POS Shift: close with the counted cash, after a confirmation. */
export function CloseShiftForm({ slug, onClosed }: CloseShiftFormProps) {
  const form = useForm({ resolver: zodResolver(shiftClose) });
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState<number | null>(null);
  const mutation = useMutation({
    // Offline the write is queued (or fails at once): it must never wait for the network.
    networkMode: 'always',
    mutationFn: (closingCash: number) => closeShift(slug, closingCash),
    onSuccess: (result) => {
      setConfirming(null);
      onClosed(result);
    },
    onError: () => setConfirming(null),
  });

  return (
    <form
      noValidate
      aria-labelledby="pos-close-shift-title"
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        mutation.reset();
        setConfirming(values.closingCash);
      })}
    >
      <h2 id="pos-close-shift-title" className="text-lg font-bold text-stone-900">
        Tutup shift
      </h2>
      <TextField
        label="Kas akhir (Rp)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="Hitung uang tunai di laci sekarang."
        error={errors.closingCash?.message}
        {...form.register('closingCash', { valueAsNumber: true })}
      />
      {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, 'Gagal menyimpan')}</ErrorMessage> : null}
      <button
        type="submit"
        className={`${primaryButtonClass} w-full sm:w-auto`}
        disabled={mutation.isPending}
      >
        Tutup shift
      </button>
      {confirming !== null ? (
        <ModalDialog
          title="Tutup shift?"
          onClose={() => {
            if (!mutation.isPending) setConfirming(null);
          }}
          actions={
            <>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setConfirming(null)}
                disabled={mutation.isPending}
              >
                Batal
              </button>
              <button
                type="button"
                className={primaryButtonClass}
                onClick={() => mutation.mutate(confirming)}
                disabled={mutation.isPending}
              >
                {mutation.isPending ? 'Menutup...' : 'Ya, tutup shift'}
              </button>
            </>
          }
        >
          <p className="text-stone-700">
            Kas akhir yang dihitung:{' '}
            <span className="font-bold text-stone-900">{formatRupiah(confirming)}</span>. Setelah ditutup,
            shift tidak dapat dibuka lagi.
          </p>
        </ModalDialog>
      ) : null}
    </form>
  );
}
