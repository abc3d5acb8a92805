import type { StockMovement } from '../../../api/inventory-api';
import { formatQty } from '../../../lib/format-number';
import { INVENTORY_MESSAGES, MOVEMENT_LABELS } from './inventory-messages';

function withUnit(value: number, unit: string): string {
  return unit ? `${formatQty(value)} ${unit}` : formatQty(value);
}

/** A ledger line's title: its kind, or for a stock count both figures ('Opname: dihitung 0 kg, seharusnya 3 kg'). */
export function movementTitle(
  movement: Pick<StockMovement, 'kind' | 'counted' | 'expected'>,
  unit: string,
): string {
  if (movement.counted !== null && movement.expected !== null) {
    return INVENTORY_MESSAGES.countMovement(
      withUnit(movement.counted, unit),
      withUnit(movement.expected, unit),
    );
  }
  return MOVEMENT_LABELS[movement.kind];
}
