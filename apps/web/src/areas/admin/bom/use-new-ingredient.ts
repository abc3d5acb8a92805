import { useMessages } from '../../../i18n/use-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import {
  createInventoryItem,
  fetchInventory,
  inventoryQueryKey,
  inventoryScopeKey,
} from '../../../api/inventory-api';
import { bomMessages } from './bom-messages';
import { askNewIngredient } from './ingredient-prompts';

export interface NewIngredientNotice {
  tone: 'success' | 'error';
  text: string;
  detail?: string;
}

/**
 * SPEC §2/§5 "ingredients can be created inline via prompts": asks, creates, reloads the
 * ingredient list and hands the new id to `select`, which returns false when it could not use it.
 */
export function useNewIngredient(tenantSlug: string, select: (ingredientId: string) => boolean) {
  const bomTexts = useMessages(bomMessages);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<NewIngredientNotice | null>(null);

  async function createFromPrompts(): Promise<void> {
    const request = askNewIngredient();
    if (!request) return;
    setPending(true);
    setNotice(null);
    try {
      const created = await createInventoryItem(tenantSlug, request);
      await queryClient.invalidateQueries({ queryKey: inventoryScopeKey(tenantSlug) });
      const items = await queryClient
        .fetchQuery({ queryKey: inventoryQueryKey(tenantSlug), queryFn: () => fetchInventory(tenantSlug) })
        .catch(() => []);
      const listed = items.some((item) => item._id === created._id);
      if (listed && select(created._id)) {
        setNotice({ tone: 'success', text: bomTexts.created({ name: created.name }) });
      } else {
        setNotice({ tone: 'error', text: bomTexts.createdNotSelected });
      }
    } catch (error) {
      setNotice(failureNotice(error));
    } finally {
      setPending(false);
    }
  }

  return { createFromPrompts, pending, notice, clearNotice: () => setNotice(null) };
}

function failureNotice(error: unknown): NewIngredientNotice {
  if (error instanceof ApiError && error.status === 409) {
    return { tone: 'error', text: bomMessages.get().skuTaken };
  }
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return { tone: 'error', text: bomMessages.get().createFailed, detail };
}
