import { formatRupiah } from '@meja/shared/money';
import { formatPercent } from '../../../lib/format-number';
import { marginTone } from './margin-tone';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const foodCostSummaryMessages = i18n('admin/bom/food-cost-summary', {
  foodCostBelumAda: 'Food cost: belum ada resep (BOM)',
  foodCost: 'Food cost ',
  marginRendahDiBawah: 'Margin rendah (di bawah 30%)',
  margin: 'Margin',
  rendah: ' (rendah)',
  adaBahanTanpaHarga: 'Ada bahan tanpa harga beli; dihitung Rp 0.',
});

interface FoodCostSummaryProps {
  foodCost: number;
  marginPercent: number | null;
  /** How many BOM lines the cost is based on; 0 means there is no recipe yet. */
  lines: number;
  /** Some ingredient was never bought, so its cost counts as 0. */
  missingPrice?: boolean;
  size?: 'sm' | 'md';
  /** In a table column: food cost and margin on two lines from this breakpoint up. */
  stackFrom?: 'lg' | 'xl';
}

const STACK_CLASSES = {
  lg: { line: 'lg:flex-col', dot: 'lg:hidden' },
  xl: { line: 'xl:flex-col', dot: 'xl:hidden' },
} as const;

/** 'Food cost Rp 8.250 · Margin 67%' — a low margin (< 30%) in red with a warning sign. */
export function FoodCostSummary({
  foodCost,
  marginPercent,
  lines,
  missingPrice = false,
  size = 'sm',
  stackFrom,
}: FoodCostSummaryProps) {
  const t = useMessages(foodCostSummaryMessages);
  const stack = stackFrom ? STACK_CLASSES[stackFrom] : { line: '', dot: '' };
  const text = size === 'md' ? 'text-sm sm:text-base' : 'text-sm';
  if (lines === 0) {
    return <p className={`${text} text-stone-600`}>{t.foodCostBelumAda}</p>;
  }
  const tone = marginTone(marginPercent);
  return (
    <div className={text}>
      <p className={`flex flex-wrap gap-x-1.5 ${stack.line}`}>
        <span className="whitespace-nowrap text-stone-700">
          {t.foodCost}
          <span className="font-semibold text-stone-900">{formatRupiah(foodCost)}</span>
        </span>
        <span className="whitespace-nowrap">
          <span aria-hidden="true" className={`pr-1.5 text-stone-400 ${stack.dot}`}>
            ·
          </span>
          <span
            className={
              tone === 'low' ? 'rounded bg-red-100 px-1 font-semibold text-red-800' : 'text-stone-700'
            }
            title={tone === 'low' ? t.marginRendahDiBawah : undefined}
          >
            {t.margin}{' '}
            <span className={tone === 'ok' ? 'font-semibold text-emerald-800' : 'font-semibold'}>
              {marginPercent === null ? '–' : formatPercent(marginPercent)}
            </span>
            {tone === 'low' ? (
              <>
                <span aria-hidden="true"> ⚠</span>
                <span className="sr-only"> {t.rendah}</span>
              </>
            ) : null}
          </span>
        </span>
      </p>
      {missingPrice ? <p className="mt-1 text-xs text-amber-800">{t.adaBahanTanpaHarga}</p> : null}
    </div>
  );
}
