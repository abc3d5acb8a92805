import type { InventoryCreate } from '@meja/shared/contracts/inventory';
import { bomMessages } from './bom-messages';

export interface PromptAnswers {
  name: string | null;
  unit: string | null;
  sku: string | null;
  stock: string | null;
}

/**
 * SPEC §5 new ingredient via prompts: the name is required (cancelled when empty); unit, SKU and
 * starting stock are optional, and a stock that is not a number counts as 0. Ingredient names keep
 * their case (the demo data has 'Telur ayam'); only menu names are upper-cased.
 */
export function ingredientFromPrompts(answers: PromptAnswers): InventoryCreate | null {
  const name = (answers.name ?? '').trim();
  if (!name) return null;
  const stockText = (answers.stock ?? '').trim().replace(',', '.');
  const stock = stockText === '' ? 0 : Number(stockText);
  return {
    name,
    unit: (answers.unit ?? '').trim(),
    sku: (answers.sku ?? '').trim(),
    stock: Number.isFinite(stock) ? stock : 0,
  };
}

/** Asks the four questions with window.prompt; stops at an empty or cancelled name. */
export function askNewIngredient(): InventoryCreate | null {
  const name = window.prompt(bomMessages.get().promptName);
  if (name === null || name.trim() === '') return null;
  const unit = window.prompt(bomMessages.get().promptUnit);
  const sku = window.prompt(bomMessages.get().promptSku);
  const stock = window.prompt(bomMessages.get().promptStock, '0');
  return ingredientFromPrompts({ name, unit, sku, stock });
}
