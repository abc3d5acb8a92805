import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { Link, useLocationState } from '../shell/diner-router';
import { useMessages } from '../../../i18n/use-messages';
import { useErrorText } from '../shell/use-error-text';
import { offlineMessages } from './offline-messages';
import { offlineNoticeOf } from './offline-notice';
import { offlineOrderStatus, useOfflineSync } from './offline-sync';
import { orderTrackPath } from '../tracking/order-track-path';

/**
 * The menu's word on an order queued offline (SPEC §4): 'Pesanan disimpan offline…' while it waits,
 * then that it was sent, with its tracking link, or refused; nothing once it is gone elsewhere.
 */
export function OfflineOrderNotice({ slug }: { slug: string }) {
  const t = useMessages(offlineMessages);
  const errorText = useErrorText();
  const notice = offlineNoticeOf(useLocationState());
  const sync = useOfflineSync();
  if (!notice) return null;
  const status = offlineOrderStatus(notice.queuedId, sync);
  switch (status.kind) {
    case 'waiting':
      return <SuccessMessage className="mb-4">{t.waiting}</SuccessMessage>;
    case 'sent':
      return (
        <SuccessMessage className="mb-4">
          {t.sent}{' '}
          <Link
            to={orderTrackPath(slug, status.order)}
            className="font-semibold underline underline-offset-2"
          >
            {t.track}
          </Link>
        </SuccessMessage>
      );
    case 'refused':
      return (
        <ErrorMessage className="mb-4">
          {t.refused} {errorText(status.error, t.refusedFallback)}
        </ErrorMessage>
      );
    case 'unknown':
    case 'gone':
      return null;
  }
}
