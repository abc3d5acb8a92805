import { POS_TEXTS } from '../pos-texts';
import { useOnlineStatus } from '../use-online-status';

/** Shown while the browser is offline: sales go on, and are queued. */
export function OfflineBadge() {
  const online = useOnlineStatus();
  return (
    <span role="status" className="contents">
      {online ? null : (
        <span className="inline-flex min-h-8 items-center gap-2 rounded-full border border-stone-400 bg-stone-800 px-3 text-sm font-semibold text-white">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
          {POS_TEXTS.offline}
          <span className="sr-only">: transaksi disimpan di perangkat dan dikirim saat tersambung.</span>
        </span>
      )}
    </span>
  );
}
