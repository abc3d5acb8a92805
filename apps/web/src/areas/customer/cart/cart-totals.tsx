import { chargesOf, type ChargeSettings } from '@meja/shared/charges';
import { ChargeRows } from './charge-rows';

interface CartTotalsProps {
  subtotal: number;
  settings: ChargeSettings;
}

/** Subtotal, service charge, 'PPN 11%' and 'Total (incl. PPN)' by the shared charges rule (issue 20). */
export function CartTotals({ subtotal, settings }: CartTotalsProps) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-(--diner-text)">
      <ChargeRows
        settings={settings}
        figures={chargesOf(subtotal, settings)}
        totalClassName="pt-1 text-lg font-bold"
      />
    </dl>
  );
}
