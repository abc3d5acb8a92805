import { zodResolver } from '@hookform/resolvers/zod';
import { shiftOpen } from '@meja/shared/contracts/pos';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { openShift } from '../offline/pos-writes';
import type { PosShiftView } from '../offline/pos-views';
import { fieldProblemText, posErrorText } from '../pos-errors';
import { shiftMessages } from './shift-messages';

interface OpenShiftFormProps {
  slug: string;
  onOpened: (result: { offline: boolean; shift: PosShiftView }) => void;
}

/** SPEC §2 POS Shift: open a shift with the opening cash. */
export function OpenShiftForm({ slug, onOpened }: OpenShiftFormProps) {
  const t = useMessages(shiftMessages);
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
        {t.openTitle}
      </h2>
      <TextField
        label={t.openingCashField}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint={t.openingCashHint}
        error={fieldProblemText(errors.openingCash?.message, t.amountProblem)}
        {...form.register('openingCash', { valueAsNumber: true })}
      />
      {mutation.isError ? <ErrorMessage>{posErrorText(mutation.error, t.saveFailed)}</ErrorMessage> : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full sm:w-auto"
        loading={mutation.isPending}
        loadingLabel={t.saving}
      >
        {t.openButton}
      </Button>
    </form>
  );
}
