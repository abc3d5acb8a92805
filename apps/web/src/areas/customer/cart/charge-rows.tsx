import type { ChargeSettings } from '@meja/shared/charges';
import { formatRupiah } from '@meja/shared/money';
import type { ReactNode } from 'react';
import { chargeLines } from '../../../lib/charge-lines';
import { useMessages } from '../../../i18n/use-messages';
import { totalsMessages } from './cart-messages';

interface ChargeRowsProps {
  settings: ChargeSettings;
  figures: { subtotal: number; serviceCharge: number; tax: number; total: number };
  /** Classes of the total's row (the cart's is larger than the tracked order's). */
  totalClassName: string;
  /** Rows between the subtotal and the charges: a tracked order's bill discount (issue 20). */
  children?: ReactNode;
}

/** Subtotal, 'Biaya layanan 5%' (when there is one), 'PB1 10%' or 'PPN 11%', and the total. */
export function ChargeRows({ settings, figures, totalClassName, children }: ChargeRowsProps) {
  const t = useMessages(totalsMessages);
  return (
    <>
      <dt>{t.subtotal}</dt>
      <dd className="text-right">{formatRupiah(figures.subtotal)}</dd>
      {children}
      {chargeLines(t, settings, figures).map((line) => (
        <ChargeRow key={line.kind} label={line.label} amount={line.amount} kind={line.kind} />
      ))}
      <dt className={totalClassName}>{t.total({ type: settings.taxType })}</dt>
      <dd className={`text-right ${totalClassName}`} data-cart-total>
        {formatRupiah(figures.total)}
      </dd>
    </>
  );
}

function ChargeRow({ label, amount, kind }: { label: string; amount: number; kind: string }) {
  return (
    <>
      <dt data-charge={kind}>{label}</dt>
      <dd className="text-right">{formatRupiah(amount)}</dd>
    </>
  );
}
