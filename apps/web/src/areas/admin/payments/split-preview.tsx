import type { SplitResult } from '@meja/shared/bill-split';
import { splitProblemMessage } from '@meja/shared/bill-split';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { splitBillMessages } from './split-bill-messages';

interface SplitPreviewProps {
  result: SplitResult;
  /** Why the parts, though computed, cannot be created (a part of Rp 0). */
  warning: string | null;
}

const PROBLEM = 'mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900';

/** What each part will pay (the shared rules, as the server computes it), or why it cannot be split yet. */
export function SplitPreview({ result, warning }: SplitPreviewProps) {
  const t = useMessages(splitBillMessages);
  return (
    <div aria-live="polite" data-split-preview>
      <h3 className="text-sm font-semibold text-stone-800">{t.perBagian}</h3>
      {warning ? <p className={PROBLEM}>{warning}</p> : null}
      {result.ok ? (
        <ol className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {result.parts.map((part, index) => (
            <li
              key={index}
              className="flex flex-col rounded-lg border border-stone-200 bg-stone-50 px-3 py-2"
              data-preview-part={index + 1}
            >
              <span className="text-xs text-stone-700">{t.bagian({ part: index + 1 })}</span>
              <span className="font-bold tabular-nums text-stone-900">{formatRupiah(part.amount)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={PROBLEM} data-split-problem>
          {splitProblemMessage(result.problem)}
        </p>
      )}
    </div>
  );
}
