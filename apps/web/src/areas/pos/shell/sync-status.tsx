import { useState } from 'react';
import { useActionQueue } from '../offline/pos-writes';
import { useMessages } from '../../../i18n/use-messages';
import { FailedActionsDialog } from './failed-actions-dialog';
import { shellMessages } from './shell-messages';

/** The unsynced count of the offline queue, and the failed items behind a button. */
export function SyncStatus({ slug }: { slug: string }) {
  const t = useMessages(shellMessages);
  const queue = useActionQueue(slug);
  const [open, setOpen] = useState(false);
  const failedCount = queue.failed.length;

  return (
    <>
      <span role="status" className="contents">
        {queue.unsynced > 0 ? (
          <span
            className="inline-flex min-h-8 items-center rounded-full border border-amber-300 bg-amber-50 px-3 text-sm font-semibold text-amber-900"
            data-unsynced={queue.unsynced}
          >
            {t.unsynced({ count: String(queue.unsynced) })}
          </span>
        ) : null}
      </span>
      {failedCount > 0 ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center rounded-full border border-red-300 bg-red-50 px-3 text-sm font-semibold text-red-800 hover:bg-red-100"
        >
          {t.failedCount({ count: String(failedCount) })}
        </button>
      ) : null}
      {open ? (
        <FailedActionsDialog
          items={queue.failed}
          onRetry={queue.retry}
          onDiscard={queue.discard}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
