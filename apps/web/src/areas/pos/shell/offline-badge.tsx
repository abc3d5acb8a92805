import { useMessages } from '../../../i18n/use-messages';
import { useOnlineStatus } from '../use-online-status';
import { shellMessages } from './shell-messages';

/** Shown while the browser is offline: sales go on, and are queued. */
export function OfflineBadge() {
  const t = useMessages(shellMessages);
  const online = useOnlineStatus();
  return (
    <span role="status" className="contents">
      {online ? null : (
        <span className="inline-flex min-h-8 items-center gap-2 rounded-full border border-stone-400 bg-stone-800 px-3 text-sm font-semibold text-white">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
          {t.offline}
          <span className="sr-only">{t.offlineDetail}</span>
        </span>
      )}
    </span>
  );
}
