import { optionsText } from '@meja/shared/menu-options';
import { formatRupiah } from '@meja/shared/money';
import { SOLD_OUT_IMAGE_CLASS } from '@meja/shared/sold-out';
import { useMessages } from '../../../i18n/use-messages';
import { dishMessages } from '../menu/dish-messages';
import { cartLineMessages } from './cart-messages';
import type { CartLine } from './cart-lines';
import { unitPrice } from './cart-pricing';
import { MenuImage } from '../menu/menu-image';
import { LineNoteField } from './line-note-field';

interface CartLineRowProps {
  line: CartLine;
  /** The menu shows this dish as 'Habis': the line is marked and cannot be ordered. */
  soldOut: boolean;
  /** Its options no longer fit the dish as the menu now shows it (issue 20): it cannot be ordered. */
  choicesChanged: boolean;
  onQty: (qty: number) => void;
  onNote: (note: string) => void;
  onRemove: () => void;
}

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-(--diner-field-border) bg-(--diner-surface) text-xl font-bold text-(--diner-text) hover:bg-(--diner-surface-2) disabled:opacity-50';

/**
 * SPEC §2 cart line: image or 'No Image', name, its options, price, −/qty/+, subtotal, 'Hapus'; its
 * note (issue 20). The price is the dish's with its options' deltas.
 */
export function CartLineRow({ line, soldOut, choicesChanged, onQty, onNote, onRemove }: CartLineRowProps) {
  const t = useMessages(cartLineMessages);
  const dish = useMessages(dishMessages);
  const price = unitPrice(line);
  return (
    <li
      className={`flex gap-3 rounded-xl border bg-(--diner-surface) p-3 ${soldOut || choicesChanged ? 'border-(--diner-danger)' : 'border-(--diner-border)'}`}
      data-cart-line
      data-sold-out={soldOut ? true : undefined}
      data-choices-changed={choicesChanged ? true : undefined}
    >
      <div className="w-20 shrink-0 overflow-hidden rounded-lg">
        <MenuImage url={line.imageUrl} size={80} className={soldOut ? SOLD_OUT_IMAGE_CLASS : ''} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-(--diner-text)">{line.name}</p>
            {line.choices.length > 0 ? (
              <p className="text-sm text-(--diner-text) [overflow-wrap:anywhere]" data-line-options>
                {optionsText(line.choices)}
              </p>
            ) : null}
            <p className="text-sm text-(--diner-muted)">{formatRupiah(price)}</p>
            {soldOut ? (
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm font-semibold text-(--diner-danger)">
                <span className="rounded-full border border-(--diner-danger) px-2 py-0.5 text-xs font-bold">
                  {dish.soldOut}
                </span>
                {t.soldOut}
              </p>
            ) : null}
            {choicesChanged ? (
              <p className="mt-1 text-sm font-semibold text-(--diner-danger)">{t.choicesChanged}</p>
            ) : null}
          </div>
          <p className="shrink-0 font-semibold text-(--diner-text)">{formatRupiah(price * line.qty)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={stepButton}
            aria-label={t.decrease({ name: line.name })}
            disabled={line.qty <= 1}
            onClick={() => onQty(line.qty - 1)}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={line.qty}
            aria-label={t.quantity({ name: line.name })}
            onChange={(event) => onQty(event.target.valueAsNumber)}
            className="h-11 w-16 rounded-lg border border-(--diner-field-border) bg-(--diner-field-bg) px-2 text-center text-base text-(--diner-text)"
          />
          <button
            type="button"
            className={stepButton}
            aria-label={t.increase({ name: line.name })}
            disabled={soldOut || choicesChanged}
            onClick={() => onQty(line.qty + 1)}
          >
            +
          </button>
          <button
            type="button"
            onClick={onRemove}
            className="ml-auto min-h-11 rounded-lg px-3 text-sm font-semibold text-(--diner-danger) hover:bg-(--diner-danger-soft)"
          >
            {t.remove}
          </button>
        </div>
        <LineNoteField name={line.name} note={line.note} onCommit={onNote} />
      </div>
    </li>
  );
}
