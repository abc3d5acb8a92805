import {
  ORDERING_CLOSED_BOX_CLASS,
  ORDERING_CLOSED_DETAIL,
  ORDERING_CLOSED_TITLE,
} from '@meja/shared/ordering-closed';

/** The menu of a restaurant that is not taking orders (DESIGN §4). */
export function OrderingClosedNotice() {
  return (
    <div role="status" className={ORDERING_CLOSED_BOX_CLASS}>
      <p className="font-bold">{ORDERING_CLOSED_TITLE}</p>
      <p className="mt-1">{ORDERING_CLOSED_DETAIL}</p>
    </div>
  );
}
