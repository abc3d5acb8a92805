import { zodResolver } from '@hookform/resolvers/zod';
import { shiftCloseForm, type ShiftClose } from '@meja/shared/contracts/pos';
import { formatRupiah } from '@meja/shared/money';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { closeShift } from '../offline/pos-writes';
import type { PosShiftView } from '../offline/pos-views';
import { fieldProblemText, posErrorText } from '../pos-errors';
import { shiftMessages } from './shift-messages';

interface CloseShiftFormProps {
  slug: string;
  onClosed: (result: { offline: boolean; shift: PosShiftView }) => void;
}

const EMPTY = { closingCash: '', closingCard: '', closingQris: '' };

function CountedLine({ label, amount }: { label: string; amount: number | undefined }) {
  const t = useMessages(shiftMessages);
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-stone-700">{label}</dt>
      <dd className="font-bold tabular-nums text-stone-900">
        {amount === undefined ? t.notCounted : formatRupiah(amount)}
      </dd>
    </div>
  );
}

/**
 * SPEC §2 POS Shift: close with the cash counted (required) and, if the cashier has them, the card
 * terminal's settlement and the QRIS app's total (issue 12), after a confirmation.
 */
export function CloseShiftForm({ slug, onClosed }: CloseShiftFormProps) {
  const t = useMessages(shiftMessages);
  const form = useForm({ resolver: zodResolver(shiftCloseForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState<ShiftClose | null>(null);
  const mutation = useMutation({
    // Offline the write is queued (or fails at once): it must never wait for the network.
    networkMode: 'always',
    mutationFn: (counted: ShiftClose) => closeShift(slug, counted),
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
        setConfirming(values);
      })}
    >
      <h2 id="pos-close-shift-title" className="text-lg font-bold text-stone-900">
        {t.closeTitle}
      </h2>
      <TextField
        label={t.closingCashField}
        inputMode="numeric"
        autoComplete="off"
        hint={t.closingCashHint}
        error={fieldProblemText(errors.closingCash?.message, t.amountProblem)}
        {...form.register('closingCash')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.closingCardField}
          optional
          inputMode="numeric"
          autoComplete="off"
          hint={t.closingCardHint}
          error={fieldProblemText(errors.closingCard?.message, t.amountProblem)}
          {...form.register('closingCard')}
        />
        <TextField
          label={t.closingQrisField}
          optional
          inputMode="numeric"
          autoComplete="off"
          hint={t.closingQrisHint}
          error={fieldProblemText(errors.closingQris?.message, t.amountProblem)}
          {...form.register('closingQris')}
        />
      </div>
      {mutation.isError ? <ErrorMessage>{posErrorText(mutation.error, t.saveFailed)}</ErrorMessage> : null}
      <Button type="submit" variant="primary" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {t.closeButton}
      </Button>
      {confirming !== null ? (
        <ModalDialog
          title={t.confirmTitle}
          onClose={() => {
            if (!mutation.isPending) setConfirming(null);
          }}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)} disabled={mutation.isPending}>
                {t.cancel}
              </Button>
              <Button
                variant="primary"
                onClick={() => mutation.mutate(confirming)}
                disabled={mutation.isPending}
              >
                {mutation.isPending ? t.closing : t.confirmYes}
              </Button>
            </>
          }
        >
          <dl className="divide-y divide-stone-100 text-sm">
            <CountedLine label={t.countedCash} amount={confirming.closingCash} />
            <CountedLine label={t.countedCard} amount={confirming.closingCard} />
            <CountedLine label={t.countedQris} amount={confirming.closingQris} />
          </dl>
          <p className="mt-3 text-stone-700">{t.confirmNote}</p>
        </ModalDialog>
      ) : null}
    </form>
  );
}
