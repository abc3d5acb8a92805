import { useEffect, useState } from 'react';
import { LineIcon } from '../../../components/line-icons';
import { useMessages } from '../../../i18n/use-messages';
import { CALL_FLASH_MS, callAlertText, type CallAlert } from './call-alerts';
import { floorCallsMessages } from './floor-calls-messages';

interface CallToastProps {
  alert: CallAlert;
  answering: boolean;
  onAnswer: () => void;
  onDismiss: () => void;
}

const TONES = {
  BILL: 'border-red-900 bg-red-700 text-white',
  WAITER: 'border-sky-950 bg-sky-800 text-white',
} as const;

/** One call's banner: 'Meja A3 minta bill', 'Selesai' (answers it) and a close button. */
export function CallToast({ alert, answering, onAnswer, onDismiss }: CallToastProps) {
  const t = useMessages(floorCallsMessages);
  const [flashing, setFlashing] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setFlashing(false), CALL_FLASH_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const text = callAlertText(t, alert);

  return (
    <li
      data-call-alert={alert.callId}
      data-alerted={alert.sounded ? 'sound' : 'flash'}
      className={`pointer-events-auto relative flex items-center gap-2 rounded-xl border-2 py-1.5 pr-1.5 pl-3 shadow-lg ${TONES[alert.kind]}`}
    >
      {/* The flash: a bright ring blinking round the banner for its first seconds. */}
      {flashing ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -inset-1.5 rounded-2xl ring-4 ring-amber-300 motion-safe:animate-pulse"
        />
      ) : null}
      <LineIcon className="size-6">
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
        <path d="M10 20.5a2 2 0 0 0 4 0" />
      </LineIcon>
      <p className="min-w-0 flex-1 text-base font-bold break-words">{text}</p>
      <button
        type="button"
        onClick={onAnswer}
        disabled={answering}
        aria-busy={answering || undefined}
        className="min-h-11 shrink-0 rounded-lg bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-60"
      >
        {t.done}
        <span className="sr-only"> {t.doneContext({ table: alert.table })}</span>
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={`${t.dismiss}: ${text}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15"
      >
        <LineIcon>
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
      </button>
    </li>
  );
}
