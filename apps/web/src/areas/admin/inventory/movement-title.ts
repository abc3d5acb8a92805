import type { StockMovement } from '../../../api/inventory-api';
import { formatQty } from '../../../lib/format-number';
import { inventoryMessages, movementLabelMessages } from './inventory-messages';

function withUnit(value: number, unit: string): string {
  return unit ? `${formatQty(value)} ${unit}` : formatQty(value);
}

/** A ledger line's title: its kind, or for a stock count both figures ('Opname: dihitung 0 kg, seharusnya 3 kg'). */
export function movementTitle(
  movement: Pick<StockMovement, 'kind' | 'counted' | 'expected'>,
  unit: string,
): string {
  if (movement.counted !== null && movement.expected !== null) {
    return inventoryMessages.get().countMovement({
      counted: withUnit(movement.counted, unit),
      expected: withUnit(movement.expected, unit),
    });
  }
  return movementLabelMessages.get()[movement.kind];
}
