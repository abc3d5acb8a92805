import { CALL_KINDS } from '@meja/shared/table-states';
import { describe, expect, it } from 'vitest';
import { callSoundSetting, callTones, playCallSound, setCallSound, soundIsOn } from './call-sound';

describe('the call sound setting', () => {
  it('is on until someone turns it off', () => {
    expect(soundIsOn(undefined)).toBe(true);
    expect(soundIsOn('on')).toBe(true);
    expect(soundIsOn('off')).toBe(false);
    setCallSound(false);
    expect(callSoundSetting.get()).toBe('off');
    setCallSound(true);
    expect(soundIsOn(callSoundSetting.get())).toBe(true);
  });
});

describe('callTones', () => {
  it.each(CALL_KINDS)('%s is short, audible and its notes do not overlap', (kind) => {
    const tones = callTones(kind);
    expect(tones.length).toBeGreaterThanOrEqual(2);
    const last = tones.at(-1);
    expect((last?.start ?? 0) + (last?.duration ?? 0)).toBeLessThan(1);
    tones.forEach((tone, index) => {
      expect(tone.frequency).toBeGreaterThanOrEqual(400);
      expect(tone.frequency).toBeLessThanOrEqual(2000);
      const next = tones[index + 1];
      if (next) expect(next.start).toBeGreaterThanOrEqual(tone.start + tone.duration);
    });
  });

  it('sounds different for the bill and the waiter', () => {
    expect(callTones('BILL')).not.toEqual(callTones('WAITER'));
  });
});

describe('playCallSound', () => {
  it('plays nothing before a tap armed the sound', () => {
    expect(playCallSound('BILL')).toBe(false);
  });
});
