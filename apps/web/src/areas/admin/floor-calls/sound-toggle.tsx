import { useStore } from '@nanostores/react';
import { ToggleButton } from '../../../components/toggle-button';
import { useMessages } from '../../../i18n/use-messages';
import { armCallSound, callSoundArmed, callSoundSetting, setCallSound, soundIsOn } from './call-sound';
import { floorCallsMessages } from './floor-calls-messages';

/** 'Suara': whether a diner's call rings on this device (remembered here); the tap also arms it. */
export function SoundToggle() {
  const t = useMessages(floorCallsMessages);
  const on = soundIsOn(useStore(callSoundSetting));
  const armed = useStore(callSoundArmed);
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {on && !armed ? <p className="text-xs text-stone-600">{t.soundNotArmed}</p> : null}
      <ToggleButton
        label={t.sound}
        context={t.soundContext}
        pressed={on}
        onToggle={() => {
          armCallSound();
          setCallSound(!on);
        }}
      />
    </div>
  );
}
