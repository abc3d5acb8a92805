import type { CallKind } from '@meja/shared/table-states';
import { LineIcon } from '../../../components/line-icons';
import { useMessages } from '../../../i18n/use-messages';
import { dinerSecondaryButtonClass } from '../shell/diner-ui';
import { secondsLeft, type CallState } from './table-call';
import { callMessages } from './tracking-messages';
import { useTableCall } from './use-table-call';

type CallTexts = ReturnType<typeof callMessages.get>;

interface TableCallButtonsProps {
  slug: string;
  orderId: string;
  token: string;
}

/** SPEC issue 20: the diner at a table calls a waiter or asks for the bill from the order's page. */
export function TableCallButtons({ slug, orderId, token }: TableCallButtonsProps) {
  const t = useMessages(callMessages);
  return (
    <section
      aria-labelledby="table-call-heading"
      className="flex flex-col gap-3 rounded-xl border border-(--diner-border) bg-(--diner-surface) p-4"
      data-table-calls
    >
      <h2 id="table-call-heading" className="text-sm font-semibold text-(--diner-muted)">
        {t.heading}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <CallButton slug={slug} orderId={orderId} token={token} kind="WAITER" />
        <CallButton slug={slug} orderId={orderId} token={token} kind="BILL" />
      </div>
    </section>
  );
}

function CallButton({ slug, orderId, token, kind }: TableCallButtonsProps & { kind: CallKind }) {
  const t = useMessages(callMessages);
  const call = useTableCall(slug, orderId, token, kind);
  const sending = call.state.kind === 'sending';
  const note = noteOf(t, kind, call.state, call.now);
  const noteId = `table-call-${kind.toLowerCase()}`;
  return (
    <div className="flex min-w-0 flex-col" data-call={kind}>
      <button
        type="button"
        className={`${dinerSecondaryButtonClass} w-full`}
        disabled={call.locked}
        aria-busy={sending}
        aria-describedby={noteId}
        onClick={() => void call.send()}
      >
        {sending ? (
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-(--diner-border) border-t-(--diner-accent) motion-reduce:animate-none"
          />
        ) : (
          <LineIcon className="size-4">{kind === 'WAITER' ? BELL : RECEIPT}</LineIcon>
        )}
        {kind === 'WAITER' ? t.callWaiter : t.askBill}
      </button>
      {/* Always in the page, so screen readers hear what the tap did. */}
      <p
        id={noteId}
        role="status"
        className={note ? `mt-2 flex gap-1.5 text-sm ${note.className}` : undefined}
        data-call-note={note?.tone}
      >
        {note?.tone === 'done' ? (
          <LineIcon className="mt-0.5 size-4 text-(--diner-accent)">{CHECK}</LineIcon>
        ) : null}
        {note ? <span>{note.text}</span> : null}
      </p>
    </div>
  );
}

interface Note {
  tone: 'progress' | 'done' | 'wait' | 'error';
  text: string;
  className: string;
}

function noteOf(t: CallTexts, kind: CallKind, state: CallState, now: number): Note | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'sending':
      return { tone: 'progress', text: t.sending, className: 'text-(--diner-muted)' };
    case 'sent':
      return {
        tone: 'done',
        text: kind === 'WAITER' ? t.waiterCalled : t.billAsked,
        className: 'font-semibold text-(--diner-text)',
      };
    case 'wait':
      return { tone: 'wait', text: t.wait(secondsLeft(state.until, now)), className: 'text-(--diner-text)' };
    case 'closed':
      return { tone: 'error', text: t.closed, className: 'font-semibold text-(--diner-danger)' };
    case 'failed':
      return { tone: 'error', text: t.failed, className: 'font-semibold text-(--diner-danger)' };
  }
}

const BELL = (
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2z" />
    <path d="M10 21h4" />
  </>
);

const RECEIPT = (
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3z" />
    <path d="M9 8h6M9 12h6" />
  </>
);

const CHECK = <path d="M5 12l5 5L19 7" />;
