import { GROUP_MESSAGES, type GroupBranch } from '@meja/shared/contracts/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import {
  copyBranchMenu,
  copyBranchSettings,
  groupBranchesQueryKey,
  groupFiguresQueryKey,
} from '../../../api/group-api';
import { Button } from '../../../components/button/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { ErrorMessage, InfoMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { SelectField } from '../../../components/select-field';
import { useMessages } from '../../../i18n/use-messages';
import { restaurantsMessages } from './restaurants-messages';

export type CopyKind = 'settings' | 'menu';

interface CopyBranchDialogProps {
  kind: CopyKind;
  groupSlug: string;
  target: GroupBranch;
  /** Every branch of the group; the target itself is never offered as a source. */
  branches: readonly GroupBranch[];
  onDone: (text: string) => void;
  onCancel: () => void;
}

/**
 * Copy settings or menu into one branch from another of the group (SPEC §2, §5): pick the source;
 * a menu copy may overwrite, which asks once more before the target's menu is archived.
 */
export function CopyBranchDialog({
  kind,
  groupSlug,
  target,
  branches,
  onDone,
  onCancel,
}: CopyBranchDialogProps) {
  const t = useMessages(restaurantsMessages);
  const queryClient = useQueryClient();
  const sources = branches.filter((branch) => branch.slug !== target.slug);
  const [sourceSlug, setSourceSlug] = useState(sources[0]?.slug ?? '');
  const [overwrite, setOverwrite] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [missingSource, setMissingSource] = useState(false);
  const sourceName = sources.find((branch) => branch.slug === sourceSlug)?.name ?? sourceSlug;
  const mutation = useMutation({
    mutationFn: async (): Promise<string> => {
      if (kind === 'settings') {
        await copyBranchSettings(groupSlug, target.slug, { sourceSlug });
        return t.settingsCopied({ source: sourceName, target: target.name });
      }
      const result = await copyBranchMenu(groupSlug, target.slug, { sourceSlug, overwrite });
      const made =
        result.ingredientsCreated > 0 ? ` ${t.ingredientsCreated({ count: result.ingredientsCreated })}` : '';
      const skipped = result.skipped > 0 ? ` ${t.dishesSkipped({ count: result.skipped })}` : '';
      return `${t.menuCopied({ count: result.copied, target: target.name })}${skipped}${made}`;
    },
    onSuccess: (text) => {
      void queryClient.invalidateQueries({ queryKey: groupBranchesQueryKey(groupSlug) });
      void queryClient.invalidateQueries({ queryKey: groupFiguresQueryKey(groupSlug) });
      onDone(text);
    },
    onError: () => setConfirming(false),
  });

  function submit(): void {
    if (!sourceSlug) {
      setMissingSource(true);
      return;
    }
    if (kind === 'menu' && overwrite && !confirming) {
      setConfirming(true);
      return;
    }
    mutation.mutate();
  }

  const title =
    kind === 'settings' ? t.copySettingsTitle({ name: target.name }) : t.copyMenuTitle({ name: target.name });
  const dangerous = kind === 'menu' && overwrite;
  return (
    <ModalDialog
      title={title}
      onClose={onCancel}
      wide
      actions={
        <>
          <Button
            variant="secondary"
            disabled={mutation.isPending}
            onClick={confirming ? () => setConfirming(false) : onCancel}
          >
            {confirming ? t.back : t.cancel}
          </Button>
          <Button
            variant={dangerous ? 'danger' : 'primary'}
            loading={mutation.isPending}
            loadingLabel={t.copying}
            disabled={sources.length === 0}
            onClick={submit}
          >
            {confirming ? t.overwriteYes : t.copy}
          </Button>
        </>
      }
    >
      <div className="space-y-4" data-copy-dialog={kind}>
        {confirming ? (
          <p className="font-semibold text-red-800" data-overwrite-confirm>
            {t.overwriteConfirm({ target: target.name, source: sourceName })}
          </p>
        ) : (
          <>
            <p className="text-sm text-stone-800">
              {kind === 'settings' ? t.copySettingsBody : t.copyMenuBody}
            </p>
            {sources.length === 0 ? (
              <InfoMessage>{t.noOtherBranch}</InfoMessage>
            ) : (
              <SelectField
                label={t.source}
                options={sources.map((branch) => ({
                  value: branch.slug,
                  label: `${branch.name} (${branch.slug})`,
                }))}
                value={sourceSlug}
                error={missingSource && !sourceSlug ? GROUP_MESSAGES.sourceRequired : undefined}
                onChange={(event) => setSourceSlug(event.target.value)}
              />
            )}
            {kind === 'menu' && sources.length > 0 ? (
              <CheckboxField
                label={t.overwrite}
                hint={t.overwriteHint}
                checked={overwrite}
                onChange={(event) => setOverwrite(event.target.checked)}
              />
            ) : null}
          </>
        )}
        {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, t.actionFailed)}</ErrorMessage> : null}
      </div>
    </ModalDialog>
  );
}
