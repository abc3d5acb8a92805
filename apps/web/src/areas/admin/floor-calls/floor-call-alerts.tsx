import type { TenantCallEvent } from '@meja/shared/contracts/tenant-events';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { ErrorMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { useFloorLive } from '../floor-live';
import { alertsAfter, type CallAlert } from './call-alerts';
import { armCallSound, callSoundSetting, playCallSound, soundIsOn } from './call-sound';
import { CallToast } from './call-toast';
import { floorCallsMessages } from './floor-calls-messages';
import { useAnswerCall } from './use-answer-call';

/** The first tap or key press on the page arms the sound (browsers ask for a gesture first). */
function useArmSoundOnFirstGesture(): void {
  useEffect(() => {
    const arm = () => armCallSound();
    window.addEventListener('pointerdown', arm, { capture: true });
    window.addEventListener('keydown', arm, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', arm, { capture: true });
      window.removeEventListener('keydown', arm, { capture: true });
    };
  }, []);
}

/**
 * The floor's live stream for a staff screen (it replaces `useFloorLive` there), and the diners'
 * calls as banners at the bottom of the screen, with a short sound when it is on and armed.
 */
export function FloorCallAlerts({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(floorCallsMessages);
  const soundOn = soundIsOn(useStore(callSoundSetting));
  const [alerts, setAlerts] = useState<CallAlert[]>([]);
  const calls = useAnswerCall(tenantSlug);

  const onCall = useCallback(
    (event: TenantCallEvent) => {
      const sounded = event.change === 'created' && soundOn && playCallSound(event.kind);
      setAlerts((list) => alertsAfter(list, event, Date.now(), sounded));
    },
    [soundOn],
  );
  useFloorLive(tenantSlug, onCall);
  useArmSoundOnFirstGesture();

  const dismiss = (callId: string) => setAlerts((list) => list.filter((alert) => alert.callId !== callId));

  return (
    <section
      aria-label={t.alertsLabel}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 sm:right-4 sm:left-auto sm:w-[26rem]"
    >
      {calls.error ? <ErrorMessage className="pointer-events-auto mb-2">{calls.error}</ErrorMessage> : null}
      <ul aria-live="assertive" className="flex flex-col gap-2">
        {alerts.map((alert) => (
          <CallToast
            key={alert.callId}
            alert={alert}
            answering={calls.answering(alert.callId)}
            onAnswer={() => calls.answer(alert.callId, () => dismiss(alert.callId))}
            onDismiss={() => dismiss(alert.callId)}
          />
        ))}
      </ul>
    </section>
  );
}
