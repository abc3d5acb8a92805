import { useStore } from '@nanostores/react';
import { ToggleButton } from '../../../components/toggle-button';
import { useMessages } from '../../../i18n/use-messages';
import { armCallSound, callSoundArmed, callSoundSetting, setCallSound, soundIsOn } from './call-sound';
import { floorCallsMessages } from './floor-calls-messages';

/**
 * 'Suara': whether this device makes sounds — a diner's call, or on the kitchen screen a new order
 * (remembered here); the tap also arms it. `what` names the sound ('panggilan tamu' by default).
 */
export function SoundToggle({ what, notArmed }: { what?: string; notArmed?: string } = {}) {
  const t = useMessages(floorCallsMessages);
  const on = soundIsOn(useStore(callSoundSetting));
  const armed = useStore(callSoundArmed);
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {on && !armed ? <p className="text-xs text-stone-600">{notArmed ?? t.soundNotArmed}</p> : null}
      <ToggleButton
        label={t.sound}
        context={what ?? t.soundContext}
        pressed={on}
        onToggle={() => {
          armCallSound();
          setCallSound(!on);
        }}
      />
    </div>
  );
}
