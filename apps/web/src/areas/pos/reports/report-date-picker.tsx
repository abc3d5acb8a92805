import { useId } from 'react';
import { fieldControlClass } from '../../../components/field-classes';
import { useMessages } from '../../../i18n/use-messages';
import type { QuickDay } from '../report-date';
import { reportsMessages } from './reports-messages';

interface ReportDatePickerProps {
  date: string;
  today: string;
  yesterday: string;
  quickDay: QuickDay;
  onChange: (date: string) => void;
}

function quickClass(active: boolean): string {
  const base =
    'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border px-4 text-sm font-semibold transition-colors sm:flex-none';
  return active
    ? `${base} border-(--tenant-accent) bg-(--tenant-accent) text-white`
    : `${base} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`;
}

/** SPEC §2 POS Reports: Today / Yesterday and a date picker (the day lives in ?date=). */
export function ReportDatePicker({ date, today, yesterday, quickDay, onChange }: ReportDatePickerProps) {
  const t = useMessages(reportsMessages);
  const inputId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex gap-2" role="group" aria-label={t.quickDays}>
        <button
          type="button"
          aria-pressed={quickDay === 'today'}
          className={quickClass(quickDay === 'today')}
          onClick={() => onChange(today)}
        >
          {t.today}
        </button>
        <button
          type="button"
          aria-pressed={quickDay === 'yesterday'}
          className={quickClass(quickDay === 'yesterday')}
          onClick={() => onChange(yesterday)}
        >
          {t.yesterday}
        </button>
      </div>
      <div className="space-y-1.5 sm:w-52">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          {t.date}
        </label>
        <input
          id={inputId}
          type="date"
          value={date}
          max={today}
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
          className={fieldControlClass(false)}
        />
      </div>
    </div>
  );
}
