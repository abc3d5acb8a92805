import type { PosCartLine } from '@meja/shared/pos-cart';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';

interface CartLineRowProps {
  line: PosCartLine;
  onChange: (menuItemId: string, delta: number) => void;
  disabled: boolean;
}

const STEP_BUTTON =
  'inline-flex size-11 shrink-0 touch-manipulation items-center justify-center rounded-lg border border-stone-300 bg-white text-xl font-bold text-stone-800 hover:bg-stone-100 disabled:opacity-60';

/** A cart line with − and + (a line at 0 is removed, SPEC §4). */
export function CartLineRow({ line, onChange, disabled }: CartLineRowProps) {
  const t = useMessages(dashboardMessages);
  return (
    <li className="flex items-center gap-2 py-2" data-cart-line={line.menuItemId}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-stone-900 [overflow-wrap:anywhere]">{line.name}</p>
        <p className="text-xs tabular-nums text-stone-600">
          {t.lineFormula({ price: formatRupiah(line.price), qty: String(line.qty) })}{' '}
          <span className="font-semibold text-stone-800">{formatRupiah(line.price * line.qty)}</span>
        </p>
      </div>
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={t.decrease({ name: line.name })}
        onClick={() => onChange(line.menuItemId, -1)}
        disabled={disabled}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span
        className="w-7 text-center font-bold tabular-nums text-stone-900"
        aria-label={t.quantity({ qty: String(line.qty) })}
      >
        {line.qty}
      </span>
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={t.increase({ name: line.name })}
        onClick={() => onChange(line.menuItemId, 1)}
        disabled={disabled}
      >
        <span aria-hidden="true">+</span>
      </button>
    </li>
  );
}
