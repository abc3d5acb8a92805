import type { InventoryItem } from '@meja/shared/contracts/inventory';
import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { deleteMenuItem, updateMenuItem } from '../../../api/menu-api';
import { MenuItemForm } from './menu-item-form';
import { menuMessages } from './menu-messages';
import { MenuItemRow, type MenuFlag } from './menu-item-row';
import { useMenuCache } from './use-menu-cache';
import { TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const menuItemEntryMessages = i18n('admin/menu/menu-item-entry', {
  gagalMenyimpan: 'Gagal menyimpan',
  gagalMenghapusMenu: 'Gagal menghapus menu',
});

interface MenuItemEntryProps {
  tenantSlug: string;
  item: AdminMenuItem;
  categories: readonly string[];
  ingredients: readonly InventoryItem[];
  ingredientsError: string | null;
  onDeleted: (message: string) => void;
  onDeleteFailed: (message: string) => void;
}

type Notice = { tone: 'success' | 'error'; text: string };

const NOTICE_MS = 4000;

/** A menu item in the list, switching in place between its row and its edit form. */
export function MenuItemEntry({
  tenantSlug,
  item,
  categories,
  ingredients,
  ingredientsError,
  onDeleted,
  onDeleteFailed,
}: MenuItemEntryProps) {
  const menuTexts = useMessages(menuMessages);
  const t = useMessages(menuItemEntryMessages);
  const cache = useMenuCache(tenantSlug);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Back from the form: the keyboard continues at this item's Edit button.
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  useEffect(() => {
    if (notice?.tone !== 'success') return undefined;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const toggle = useMutation({
    mutationFn: (flag: MenuFlag) => updateMenuItem(tenantSlug, item._id, { [flag]: !item[flag] }),
    onSuccess: (updated) => {
      cache.replace(updated);
      setNotice({ tone: 'success', text: menuTexts.saved });
    },
    onError: (error) => setNotice({ tone: 'error', text: messageOf(error, t.gagalMenyimpan) }),
  });

  const remove = useMutation({
    mutationFn: () => deleteMenuItem(tenantSlug, item._id),
    onSuccess: (result) => {
      cache.remove(item._id);
      onDeleted(
        result.archived ? menuTexts.archived({ name: item.name }) : menuTexts.deleted({ name: item.name }),
      );
    },
    onError: (error) => onDeleteFailed(messageOf(error, t.gagalMenghapusMenu)),
  });

  if (editing) {
    return (
      <TableRow tone="plain" className="block p-3 sm:p-4">
        <TableCell colSpan={4} className="xl:py-5">
          <MenuItemForm
            tenantSlug={tenantSlug}
            item={item}
            categories={categories}
            ingredients={ingredients}
            ingredientsError={ingredientsError}
            submit={async (payload) => {
              const updated = await updateMenuItem(tenantSlug, item._id, payload);
              cache.replace(updated);
            }}
            onDone={() => {
              setEditing(false);
              returnFocus.current = true;
              setNotice({ tone: 'success', text: menuTexts.saved });
            }}
            onCancel={() => {
              setEditing(false);
              returnFocus.current = true;
            }}
          />
        </TableCell>
      </TableRow>
    );
  }

  return (
    <MenuItemRow
      item={item}
      editButtonRef={editButtonRef}
      pendingFlag={toggle.isPending ? (toggle.variables ?? null) : null}
      deleting={remove.isPending}
      notice={notice}
      onToggle={(flag) => toggle.mutate(flag)}
      onEdit={() => {
        setNotice(null);
        setEditing(true);
      }}
      onDelete={() => {
        if (window.confirm(menuTexts.confirmDelete)) remove.mutate();
      }}
    />
  );
}
