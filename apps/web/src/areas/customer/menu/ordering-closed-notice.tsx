import { ORDERING_CLOSED_BOX_CLASS } from '@meja/shared/ordering-closed';
import { useMessages } from '../../../i18n/use-messages';
import { menuMessages } from './menu-messages';

/** The menu of a restaurant that is not taking orders (DESIGN §4). */
export function OrderingClosedNotice() {
  const t = useMessages(menuMessages);
  return (
    <div role="status" className={ORDERING_CLOSED_BOX_CLASS}>
      <p className="font-bold">{t.closedTitle}</p>
      <p className="mt-1">{t.closedDetail}</p>
    </div>
  );
}
