import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import type { QueueItem } from '../offline/pos-db';
import { queuedErrorText } from '../pos-errors';
import { formatDateTime } from '../pos-format';
import { queuedActionText } from './queued-action-text';
import { shellMessages } from './shell-messages';

interface FailedActionsDialogProps {
  items: readonly QueueItem[];
  onRetry: (id: string) => Promise<void>;
  onDiscard: (id: string) => Promise<void>;
  onClose: () => void;
}

/** The writes the server refused: each with its error, to retry or (after a confirmation) discard. */
export function FailedActionsDialog({ items, onRetry, onDiscard, onClose }: FailedActionsDialogProps) {
  const t = useMessages(shellMessages);
  return (
    <ModalDialog
      title={t.failedTitle}
      onClose={onClose}
      wide
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      {items.length === 0 ? (
        <p className="text-stone-700">{t.allSynced}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <FailedActionRow key={item.id} item={item} onRetry={onRetry} onDiscard={onDiscard} />
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}

interface FailedActionRowProps {
  item: QueueItem;
  onRetry: (id: string) => Promise<void>;
  onDiscard: (id: string) => Promise<void>;
}

function FailedActionRow({ item, onRetry, onDiscard }: FailedActionRowProps) {
  const t = useMessages(shellMessages);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: (id: string) => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await action(item.id);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="rounded-xl border border-red-200 bg-red-50 p-4" data-failed-action={item.id}>
      <p className="font-semibold text-stone-900">{queuedActionText(item, t)}</p>
      <p className="mt-0.5 text-sm text-stone-700">
        {formatDateTime(new Date(item.createdAt).toISOString())} · {t.attempts(item.attempts)}
      </p>
      <p className="mt-2 text-sm font-medium text-red-800">{queuedErrorText(item, t.refused)}</p>
      {confirming ? (
        <div className="mt-3 space-y-2" role="group" aria-label={t.discardGroup}>
          <p className="text-sm font-semibold text-stone-900">{t.discardConfirm}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={busy} onClick={() => void run(onDiscard)}>
              {t.discardYes}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="primary" disabled={busy} onClick={() => void run(onRetry)}>
            {t.retry}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {t.discard}
          </Button>
        </div>
      )}
    </li>
  );
}
