import { z } from 'zod';
import { isValidBomQty, MAX_BOM_LINES } from '../bom';
import { MAX_BOM_QTY } from '../limits';
import { numberInput } from './input';

/* A recipe's lines (what one portion consumes), for a dish and for an option (issue 20). */

export const BOM_QTY_MESSAGE = 'Qty BOM maksimal 10.000 per porsi';

export const bomLineInput = z.object({
  inventoryItemId: z.uuid('Bahan tidak valid'),
  qty: numberInput(z.number({ error: 'Qty BOM harus angka' }).max(MAX_BOM_QTY, BOM_QTY_MESSAGE)).refine(
    isValidBomQty,
    { message: 'Qty BOM harus angka ≥ 0 dengan kelipatan 0,0001' },
  ),
});

export const bomInput = z
  .array(bomLineInput)
  .max(MAX_BOM_LINES, `BOM maksimal ${MAX_BOM_LINES} bahan`)
  .refine((lines) => new Set(lines.map((l) => l.inventoryItemId)).size === lines.length, {
    message: 'Bahan yang sama tidak boleh muncul dua kali dalam BOM',
  });

export const adminBomLine = z.object({
  inventoryItemId: z.string(),
  qty: z.number(),
  name: z.string(),
  unit: z.string(),
  /** Latest unit purchase price of the ingredient, null when never bought. */
  unitCost: z.number().nullable(),
});
