import type { InventoryItem } from '@meja/shared/contracts/inventory';
import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import type { AdminOptionGroup } from '@meja/shared/contracts/menu-options';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { menuQueryKey } from '../../../api/menu-api';
import { deleteOptionGroup, fetchOptionGroups, optionGroupsQueryKey } from '../../../api/menu-options-api';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { DeleteOptionGroupDialog } from './delete-option-group-dialog';
import { OptionGroupCard } from './option-group-card';
import { OptionGroupDialog } from './option-group-dialog';
import { optionGroupMessages } from './option-group-messages';

interface OptionGroupsSectionProps {
  tenantSlug: string;
  /** The menu as loaded, to name the dishes a group is on. */
  menu: readonly AdminMenuItem[];
  ingredients: readonly InventoryItem[];
  ingredientsError: string | null;
}

type Editing = { group: AdminOptionGroup | null } | null;

/** 'Grup pilihan' (issue 20): the restaurant's option groups, made once and put on any dish. */
export function OptionGroupsSection({
  tenantSlug,
  menu,
  ingredients,
  ingredientsError,
}: OptionGroupsSectionProps) {
  const t = useMessages(optionGroupMessages);
  const titleId = useId();
  const queryClient = useQueryClient();
  const key = optionGroupsQueryKey(tenantSlug);
  const groups = useQuery({ queryKey: key, queryFn: () => fetchOptionGroups(tenantSlug) });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminOptionGroup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function refreshMenu(): void {
    // The dishes carry their groups (names, options): the menu and the groups load again.
    void queryClient.invalidateQueries({ queryKey: menuQueryKey(tenantSlug) });
  }

  const remove = useMutation({
    mutationFn: (group: AdminOptionGroup) => deleteOptionGroup(tenantSlug, group.id),
    onSuccess: (_result, group) => {
      queryClient.setQueryData<AdminOptionGroup[]>(key, (list) =>
        list?.filter((item) => item.id !== group.id),
      );
      refreshMenu();
      setDeleting(null);
      setNotice(t.deleted({ name: group.name }));
    },
  });

  function saved(group: AdminOptionGroup, created: boolean): void {
    queryClient.setQueryData<AdminOptionGroup[]>(key, (list) =>
      list ? (created ? [...list, group] : list.map((item) => (item.id === group.id ? group : item))) : list,
    );
    refreshMenu();
    setEditing(null);
    setNotice(created ? t.created({ name: group.name }) : t.saved({ name: group.name }));
  }

  const dishNames = (group: AdminOptionGroup) =>
    group.menuItemIds.flatMap((id) => menu.find((item) => item._id === id)?.name ?? []);

  return (
    <section aria-labelledby={titleId} className="space-y-3" data-option-groups>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t.description}</p>
        </div>
        <Button
          variant="secondary"
          className="w-full shrink-0 sm:w-auto"
          onClick={() => {
            setNotice(null);
            setEditing({ group: null });
          }}
        >
          {t.add}
        </Button>
      </div>

      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}

      {groups.isPending ? (
        <LoadingState />
      ) : groups.isError ? (
        <QueryError error={groups.error} fallback={t.loadFailed} onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {groups.data.map((group) => (
            <OptionGroupCard
              key={group.id}
              group={group}
              dishNames={dishNames(group)}
              busy={remove.isPending && remove.variables.id === group.id}
              onEdit={() => {
                setNotice(null);
                setEditing({ group });
              }}
              onDelete={() => {
                setNotice(null);
                remove.reset();
                setDeleting(group);
              }}
            />
          ))}
        </ul>
      )}

      {editing ? (
        <OptionGroupDialog
          tenantSlug={tenantSlug}
          group={editing.group ?? undefined}
          ingredients={ingredients}
          ingredientsError={ingredientsError}
          onSaved={(group) => saved(group, editing.group === null)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteOptionGroupDialog
          group={deleting}
          busy={remove.isPending}
          error={remove.isError ? messageOf(remove.error, t.deleteFailed) : null}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
