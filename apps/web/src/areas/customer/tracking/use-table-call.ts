import type { CallKind } from '@meja/shared/table-states';
import { useEffect, useRef, useState } from 'react';
import { createTableCall } from '../../../api/table-calls-api';
import { CALL_IDLE, callLocked, callStateAfter, type CallState } from './table-call';

/** How often a resting button looks at the clock (the wait message counts down in seconds). */
const TICK_MS = 1000;

/**
 * One call button of the tracking page: `send` makes the call once (a double tap sends one
 * request), and the button rests after it; `now` ticks while it rests, for the countdown.
 */
export function useTableCall(slug: string, orderId: string, token: string, kind: CallKind) {
  const [state, setState] = useState<CallState>(CALL_IDLE);
  const [now, setNow] = useState(() => Date.now());
  const inFlight = useRef(false);

  const until = state.kind === 'sent' || state.kind === 'wait' ? state.until : null;
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setState(CALL_IDLE);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const send = async () => {
    if (inFlight.current || callLocked(state, Date.now())) return;
    inFlight.current = true;
    setState({ kind: 'sending' });
    try {
      await createTableCall(slug, orderId, { kind, token });
      setState(callStateAfter({ ok: true }, Date.now()));
    } catch (error) {
      setState(callStateAfter({ ok: false, error }, Date.now()));
    } finally {
      setNow(Date.now());
      inFlight.current = false;
    }
  };

  return { state, now, locked: callLocked(state, now), send };
}
