import type { TableCall } from '@meja/shared/contracts/tables';
import { Button } from '../../../components/button/button';
import { useMessages } from '../../../i18n/use-messages';
import { callAgeText, callKindText } from '../floor-calls/call-alerts';
import { floorCallsMessages } from '../floor-calls/floor-calls-messages';

interface TableCallItemProps {
  call: TableCall;
  now: number;
  answering: boolean;
  onAnswer: () => void;
}

/** A waiting call on a table's card: what the diners asked for, how long ago, and 'Selesai'. */
export function TableCallItem({ call, now, answering, onAnswer }: TableCallItemProps) {
  const t = useMessages(floorCallsMessages);
  const bill = call.kind === 'BILL';
  return (
    <li
      data-call={call._id}
      className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2"
    >
      <p className="min-w-0 text-sm">
        <span className={`font-bold ${bill ? 'text-red-800' : 'text-sky-900'}`}>
          {callKindText(t, call.kind)}
        </span>
        <span className="block text-xs text-stone-700">
          <time dateTime={call.createdAt}>{callAgeText(t, call.createdAt, now)}</time>
        </span>
      </p>
      <Button
        variant="secondary"
        className="px-3"
        loading={answering}
        loadingLabel={t.done}
        onClick={onAnswer}
        context={t.doneContext({ table: call.table })}
      >
        {t.done}
      </Button>
    </li>
  );
}
