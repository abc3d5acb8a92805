import { formatRupiah } from '@meja/shared/money';
import type { CartLine } from './cart-lines';
import { MenuImage } from './menu-image';

interface CartLineRowProps {
  line: CartLine;
  onQty: (qty: number) => void;
  onRemove: () => void;
}

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-xl font-bold text-stone-800 hover:bg-stone-100 disabled:opacity-50';

/** SPEC §2 cart line: image or 'No Image', name, price, −/qty/+, subtotal, 'Hapus'. */
export function CartLineRow({ line, onQty, onRemove }: CartLineRowProps) {
  return (
    <li className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3" data-cart-line>
      <div className="w-20 shrink-0 overflow-hidden rounded-lg">
        <MenuImage url={line.imageUrl} size={80} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">{line.name}</p>
            <p className="text-sm text-stone-700">{formatRupiah(line.price)}</p>
          </div>
          <p className="shrink-0 font-semibold text-stone-900">{formatRupiah(line.price * line.qty)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={stepButton}
            aria-label={`Kurangi ${line.name}`}
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
            aria-label={`Jumlah ${line.name}`}
            onChange={(event) => onQty(event.target.valueAsNumber)}
            className="h-11 w-16 rounded-lg border border-stone-400 bg-white px-2 text-center text-base"
          />
          <button
            type="button"
            className={stepButton}
            aria-label={`Tambah ${line.name}`}
            onClick={() => onQty(line.qty + 1)}
          >
            +
          </button>
          <button
            type="button"
            onClick={onRemove}
            className="ml-auto min-h-11 rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            Hapus
          </button>
        </div>
      </div>
    </li>
  );
}
