import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { Link, useLocationState } from '../shell/diner-router';
import {
  OFFLINE_ORDER_MESSAGE,
  OFFLINE_ORDER_REFUSED_MESSAGE,
  OFFLINE_ORDER_SENT_MESSAGE,
  OFFLINE_ORDER_TRACK_LINK,
  offlineNoticeOf,
} from './offline-notice';
import { offlineOrderStatus, useOfflineSync } from './offline-sync';
import { orderTrackPath } from '../tracking/order-track-path';

/**
 * The menu's word on an order queued offline (SPEC §4): 'Pesanan disimpan offline…' while it waits,
 * then that it was sent, with its tracking link, or refused; nothing once it is gone elsewhere.
 */
export function OfflineOrderNotice({ slug }: { slug: string }) {
  const notice = offlineNoticeOf(useLocationState());
  const sync = useOfflineSync();
  if (!notice) return null;
  const status = offlineOrderStatus(notice.queuedId, sync);
  switch (status.kind) {
    case 'waiting':
      return <SuccessMessage className="mb-4">{OFFLINE_ORDER_MESSAGE}</SuccessMessage>;
    case 'sent':
      return (
        <SuccessMessage className="mb-4">
          {OFFLINE_ORDER_SENT_MESSAGE}{' '}
          <Link
            to={orderTrackPath(slug, status.order)}
            className="font-semibold underline underline-offset-2"
          >
            {OFFLINE_ORDER_TRACK_LINK}
          </Link>
        </SuccessMessage>
      );
    case 'refused':
      return (
        <ErrorMessage className="mb-4">
          {OFFLINE_ORDER_REFUSED_MESSAGE} {status.message}
        </ErrorMessage>
      );
    case 'unknown':
    case 'gone':
      return null;
  }
}
