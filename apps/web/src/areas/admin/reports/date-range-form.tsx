import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const dateRangeFormMessages = i18n('admin/reports/date-range-form', {
  start: 'Dari tanggal',
  end: 'Sampai tanggal',
  show: 'Tampilkan',
  startAfterEnd: 'Tanggal mulai harus sebelum tanggal akhir.',
});

export interface DayRange {
  start: string;
  end: string;
}

interface DateRangeFormProps {
  /** The range on screen (the server's answer: its defaults filled in). */
  shown: DayRange | undefined;
  onShow: (range: DayRange) => void;
  busy?: boolean;
  label: string;
}

/** Two dates and 'Tampilkan': the period a report or a list covers. */
export function DateRangeForm({ shown, onShow, busy = false, label }: DateRangeFormProps) {
  const t = useMessages(dateRangeFormMessages);
  const id = useId();
  const form = useForm<DayRange>({ defaultValues: shown ?? { start: '', end: '' } });
  const { errors } = form.formState;

  // The server fills in the defaults: show them once they arrive.
  const shownStart = shown?.start;
  const shownEnd = shown?.end;
  useEffect(() => {
    if (shownStart && shownEnd) form.reset({ start: shownStart, end: shownEnd });
  }, [form, shownStart, shownEnd]);

  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={form.handleSubmit((range) => {
        if (range.start && range.end && range.start > range.end) {
          form.setError('start', { type: 'validate', message: t.startAfterEnd });
          return;
        }
        onShow(range);
      })}
    >
      <TextField
        id={`${id}-start`}
        label={t.start}
        type="date"
        error={errors.start?.message}
        {...form.register('start')}
      />
      <TextField
        id={`${id}-end`}
        label={t.end}
        type="date"
        error={errors.end?.message}
        {...form.register('end')}
      />
      <Button type="submit" variant="secondary" loading={busy} loadingLabel={t.show}>
        {t.show}
      </Button>
    </form>
  );
}
