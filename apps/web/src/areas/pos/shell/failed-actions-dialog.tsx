import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/local-date';
import type { QueueItem } from '../offline/pos-db';
import { POS_TEXTS } from '../pos-texts';
import { queuedActionText } from './queued-action-text';

interface FailedActionsDialogProps {
  items: readonly QueueItem[];
  onRetry: (id: string) => Promise<void>;
  onDiscard: (id: string) => Promise<void>;
  onClose: () => void;
}

/** The writes the server refused: each with its error, to retry or (after a confirmation) discard. */
export function FailedActionsDialog({ items, onRetry, onDiscard, onClose }: FailedActionsDialogProps) {
  return (
    <ModalDialog
      title="Gagal sinkron"
      onClose={onClose}
      wide
      actions={
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      {items.length === 0 ? (
        <p className="text-stone-700">Semua data sudah tersinkron.</p>
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
      <p className="font-semibold text-stone-900">{queuedActionText(item)}</p>
      <p className="mt-0.5 text-sm text-stone-700">
        {formatDateTime(new Date(item.createdAt).toISOString())} · {item.attempts}× dicoba
      </p>
      <p className="mt-2 text-sm font-medium text-red-800">{item.lastError ?? 'Ditolak server.'}</p>
      {confirming ? (
        <div className="mt-3 space-y-2" role="group" aria-label="Konfirmasi buang">
          <p className="text-sm font-semibold text-stone-900">{POS_TEXTS.discardConfirm}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={busy} onClick={() => void run(onDiscard)}>
              Ya, buang
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Batal
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="primary" disabled={busy} onClick={() => void run(onRetry)}>
            Coba lagi
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
            Buang
          </Button>
        </div>
      )}
    </li>
  );
}
