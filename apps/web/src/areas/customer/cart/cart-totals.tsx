import { computeTax } from '@meja/shared/tax';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { totalsMessages } from './cart-messages';
import { taxText } from './tax-text';

interface CartTotalsProps {
  subtotal: number;
  taxPercent: number;
}

/** Subtotal, 'PPN {p}%' and 'Total (incl. PPN)' by the shared tax rule (SPEC §9). */
export function CartTotals({ subtotal, taxPercent }: CartTotalsProps) {
  const t = useMessages(totalsMessages);
  const { tax, total } = computeTax(subtotal, taxPercent);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-(--diner-text)">
      <dt>{t.subtotal}</dt>
      <dd className="text-right">{formatRupiah(subtotal)}</dd>
      <dt>{taxText(t, taxPercent)}</dt>
      <dd className="text-right">{formatRupiah(tax)}</dd>
      <dt className="pt-1 text-lg font-bold">{t.total}</dt>
      <dd className="pt-1 text-right text-lg font-bold" data-cart-total>
        {formatRupiah(total)}
      </dd>
    </dl>
  );
}
