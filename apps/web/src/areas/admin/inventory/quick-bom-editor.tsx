import { marginPercent, savableBomLines } from '@meja/shared/bom';
import type { InventoryItem } from '@meja/shared/contracts/inventory';
import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { messageOf } from '../../../api/api-error';
import { bomTableQueryKey, inventoryScopeKey, updateBom } from '../../../api/inventory-api';
import { menuQueryKey } from '../../../api/menu-api';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { draftFoodCost, draftFromBom, type BomDraftRow } from '../bom/bom-draft';
import { BomLinesEditor } from '../bom/bom-lines-editor';
import { FoodCostSummary } from '../bom/food-cost-summary';
import { MenuPrice } from '../menu/menu-price';
import { inventoryMessages } from './inventory-messages';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const quickBomEditorMessages = i18n('admin/inventory/quick-bom-editor', {
  editBom: 'Edit BOM: ',
  tutup: 'Tutup',
  gagalMenyimpanBom: 'Gagal menyimpan BOM',
  simpanBom: 'Simpan BOM',
});

interface QuickBomEditorProps {
  tenantSlug: string;
  item: AdminMenuItem;
  ingredients: readonly InventoryItem[];
  headingRef: Ref<HTMLHeadingElement>;
  firstSelectRef: Ref<HTMLSelectElement>;
  onClose: () => void;
}

/** The BOM of one menu item, saved through PUT /inventory/bom/{id} (open to the INVENTORY role). */
export function QuickBomEditor({
  tenantSlug,
  item,
  ingredients,
  headingRef,
  firstSelectRef,
  onClose,
}: QuickBomEditorProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(quickBomEditorMessages);
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<BomDraftRow[]>(() => draftFromBom(item.bom));
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (draft: BomDraftRow[]) => updateBom(tenantSlug, item._id, savableBomLines(draft)),
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminMenuItem[]>(bomTableQueryKey(tenantSlug), (items) =>
        items?.map((existing) => (existing._id === updated._id ? updated : existing)),
      );
      void queryClient.invalidateQueries({ queryKey: inventoryScopeKey(tenantSlug) });
      void queryClient.invalidateQueries({ queryKey: menuQueryKey(tenantSlug) });
      setRows(draftFromBom(updated.bom));
      setSaved(true);
    },
  });
  const cost = draftFoodCost(rows, ingredients);

  return (
    <div className="space-y-4 rounded-xl border-2 border-(--tenant-accent) bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-stone-900 focus:outline-none">
            {t.editBom}
            {item.name}
          </h3>
          <div className="mt-1 text-sm text-stone-700">
            <MenuPrice {...item} />
          </div>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={onClose}>
          {t.tutup}
        </Button>
      </div>
      <BomLinesEditor
        tenantSlug={tenantSlug}
        rows={rows}
        onChange={(next) => {
          setSaved(false);
          setRows(next);
        }}
        ingredients={ingredients}
        firstSelectRef={firstSelectRef}
        disabled={save.isPending}
      />
      <div className="rounded-lg bg-stone-50 px-3 py-2">
        <FoodCostSummary
          foodCost={cost.cost}
          marginPercent={marginPercent(item.effectivePrice, cost.cost)}
          lines={cost.lines}
          missingPrice={cost.missingPrice}
          size="md"
        />
      </div>
      {saved ? <SuccessMessage>{inventoryTexts.saved}</SuccessMessage> : null}
      {save.isError ? <ErrorMessage>{messageOf(save.error, t.gagalMenyimpanBom)}</ErrorMessage> : null}
      <Button
        variant="primary"
        className="w-full sm:w-auto"
        loading={save.isPending}
        onClick={() => {
          setSaved(false);
          save.mutate(rows);
        }}
      >
        {t.simpanBom}
      </Button>
    </div>
  );
}
