import type { DailySummary } from '@meja/shared/contracts/pos';
import { useMessages } from '../../../i18n/use-messages';
import { reportsMessages } from './reports-messages';

/** Issue 20: the day's options chosen most ('Level pedas: Level 3 · 12 porsi'), when any were. */
export function TopOptions({ options }: { options: DailySummary['topOptions'] }) {
  const t = useMessages(reportsMessages);
  return (
    <section
      aria-labelledby="pos-top-options-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      data-top-options
    >
      <h2 id="pos-top-options-title" className="mb-3 text-lg font-bold text-stone-900">
        {t.topOptions}
      </h2>
      <ol className="divide-y divide-stone-100 text-sm">
        {options.map((option) => (
          <li
            key={`${option.group}\n${option.name}`}
            className="flex items-baseline justify-between gap-3 py-2"
          >
            <span className="min-w-0 font-semibold text-stone-900 [overflow-wrap:anywhere]">
              {t.optionOf({ group: option.group, name: option.name })}
            </span>
            <span className="shrink-0 tabular-nums text-stone-600">
              {t.chosen({ qty: String(option.qty) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
