import { optionsText } from '@meja/shared/menu-options';
import { LINE_NOTE_MAX } from '@meja/shared/limits';
import { lineKey } from '@meja/shared/line-notes';
import type { PosCartLine } from '@meja/shared/pos-cart';
import { formatRupiah } from '@meja/shared/money';
import { PencilIcon } from '../../../components/line-icons';
import { useMessages } from '../../../i18n/use-messages';
import { useNoteDraft } from '../../../lib/use-note-draft';
import { dashboardMessages } from './dashboard-messages';
import { ruleText } from './discount-draft';
import { discountMessages } from './discount-messages';
import { discountChipClass, TagIcon } from './discount-tag';

interface CartLineRowProps {
  line: PosCartLine;
  /** `key` is the line's lineKey (its dish, and its note). */
  onChange: (key: string, delta: number) => void;
  onNote: (key: string, note: string) => void;
  /** Opens the line's 'Diskon' dialog (issue 20). */
  onDiscount: (line: PosCartLine) => void;
  /** What the line's discount takes off it now (re-priced with its qty), or null without one. */
  discountAmount: number | null;
  disabled: boolean;
}

const STEP_BUTTON =
  'inline-flex size-11 shrink-0 touch-manipulation items-center justify-center rounded-lg border border-stone-300 bg-white text-xl font-bold text-stone-800 hover:bg-stone-100 disabled:opacity-60';

/**
 * A cart line with − and + (a line at 0 is removed, SPEC §4), its own note and its own discount
 * (issue 20): 'Diskon', or the discount given and what it takes off.
 */
export function CartLineRow(props: CartLineRowProps) {
  const { line, onChange, onNote, onDiscount, discountAmount, disabled } = props;
  const t = useMessages(dashboardMessages);
  const d = useMessages(discountMessages);
  const discountText = line.discount
    ? d.rule({ rule: ruleText(d, line.discount), reason: line.discount.reason })
    : d.lineButton;
  const key = lineKey(line);
  const note = line.note ?? '';
  const draft = useNoteDraft(note, (next) => onNote(key, next));
  return (
    <li className="py-2" data-cart-line={line.menuItemId}>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-stone-900 [overflow-wrap:anywhere]">{line.name}</p>
          {line.options && line.options.length > 0 ? (
            <p className="text-xs text-stone-700 [overflow-wrap:anywhere]" data-line-options>
              {optionsText(line.options)}
            </p>
          ) : null}
          <p className="text-xs tabular-nums text-stone-600">
            {t.lineFormula({ price: formatRupiah(line.price), qty: String(line.qty) })}{' '}
            <span className="font-semibold text-stone-800">{formatRupiah(line.price * line.qty)}</span>
          </p>
        </div>
        <button
          type="button"
          className={`${STEP_BUTTON} text-base`}
          aria-label={t.addNote({ name: line.name })}
          aria-pressed={draft.open}
          onClick={draft.openField}
          disabled={disabled || draft.open}
        >
          <PencilIcon />
        </button>
        <button
          type="button"
          className={STEP_BUTTON}
          aria-label={t.decrease({ name: line.name })}
          onClick={() => onChange(key, -1)}
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
          onClick={() => onChange(key, 1)}
          disabled={disabled}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {draft.open ? (
        <input
          type="text"
          maxLength={LINE_NOTE_MAX}
          aria-label={t.note({ name: line.name })}
          placeholder={t.notePlaceholder}
          disabled={disabled}
          className="mt-1 min-h-10 w-full rounded-lg border border-amber-300 bg-amber-50 px-3 text-sm font-semibold text-amber-950 placeholder:font-normal placeholder:text-stone-500"
          data-line-note
          {...draft.input}
        />
      ) : null}
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={discountChipClass(Boolean(line.discount))}
          aria-label={d.forLine({ action: discountText, name: line.name })}
          onClick={() => onDiscount(line)}
          disabled={disabled}
          data-line-discount-button
        >
          <TagIcon />
          <span className="min-w-0 [overflow-wrap:anywhere]">{discountText}</span>
        </button>
        {line.discount && discountAmount !== null ? (
          <span
            className="ml-auto shrink-0 text-sm font-semibold tabular-nums text-emerald-800"
            data-line-discount={discountAmount}
          >
            {d.amountOff({ amount: formatRupiah(discountAmount) })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
