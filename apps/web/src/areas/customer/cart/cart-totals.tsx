import { computeTax, taxLabel } from '@meja/shared/tax';
import { formatRupiah } from '@meja/shared/money';

interface CartTotalsProps {
  subtotal: number;
  taxPercent: number;
}

/** Subtotal, 'PPN {p}%' and 'Total (incl. PPN)' by the shared tax rule (SPEC §9). */
export function CartTotals({ subtotal, taxPercent }: CartTotalsProps) {
  const { tax, total } = computeTax(subtotal, taxPercent);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-(--diner-text)">
      <dt>Subtotal</dt>
      <dd className="text-right">{formatRupiah(subtotal)}</dd>
      <dt>{taxLabel(taxPercent)}</dt>
      <dd className="text-right">{formatRupiah(tax)}</dd>
      <dt className="pt-1 text-lg font-bold">Total (incl. PPN)</dt>
      <dd className="pt-1 text-right text-lg font-bold" data-cart-total>
        {formatRupiah(total)}
      </dd>
    </dl>
  );
}
