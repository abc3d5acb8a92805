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
  const askTap = on && !armed;
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {/* Kept in the layout once the sound is armed: the first tap arms it, and a hint vanishing
          under that tap would move what it was aimed at. */}
      <p className={`text-xs text-stone-600 ${askTap ? '' : 'invisible'}`} aria-hidden={!askTap}>
        {notArmed ?? t.soundNotArmed}
      </p>
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
