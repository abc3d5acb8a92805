/** The ingredient a typed SKU or name refers to, as the purchase endpoint picks it: SKU first, then name. */
export function matchIngredient<T extends { name: string; sku: string }>(
  items: readonly T[],
  name: string,
  sku: string,
): T | undefined {
  const skuKey = sku.trim().toLowerCase();
  const nameKey = name.trim().toUpperCase();
  return (
    (skuKey ? items.find((item) => item.sku.trim().toLowerCase() === skuKey) : undefined) ??
    (nameKey ? items.find((item) => item.name.trim().toUpperCase() === nameKey) : undefined)
  );
}
