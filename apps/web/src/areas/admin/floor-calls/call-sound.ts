import type { CallKind } from '@meja/shared/table-states';
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';

/*
 * The short sound of a diner's call (issue 20), made in code with WebAudio: no audio file. Browsers
 * let a page make sound only after a tap or a key press on it, so the first one arms the sound;
 * until then a new call only flashes.
 */

/** 'on' unless someone turned it off on this device ('Suara'). */
export const callSoundSetting = persistentAtom<string>('meja-call-sound', 'on');

export function soundIsOn(setting: string | undefined): boolean {
  return setting !== 'off';
}

export function setCallSound(on: boolean): void {
  callSoundSetting.set(on ? 'on' : 'off');
}

/** Whether this page may make sound now (a tap armed it). */
export const callSoundArmed = atom(false);

export interface Tone {
  /** Hz. */
  frequency: number;
  /** Seconds after the start. */
  start: number;
  duration: number;
}

/** The bill rises over three notes; a waiter's call is two equal ones. Under a second either way. */
export function callTones(kind: CallKind): Tone[] {
  if (kind === 'BILL') {
    return [
      { frequency: 660, start: 0, duration: 0.14 },
      { frequency: 880, start: 0.18, duration: 0.14 },
      { frequency: 1175, start: 0.36, duration: 0.24 },
    ];
  }
  return [
    { frequency: 880, start: 0, duration: 0.16 },
    { frequency: 880, start: 0.28, duration: 0.16 },
  ];
}

function audioContextClass(): typeof AudioContext | undefined {
  return typeof AudioContext === 'undefined' ? undefined : AudioContext;
}

let context: AudioContext | null = null;

/** Called on a tap or key press: makes (or wakes) the audio context the calls will sound through. */
export function armCallSound(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
  } catch {
    return;
  }
  const current = context;
  const settle = () => callSoundArmed.set(current.state === 'running');
  if (current.state === 'running') settle();
  else void current.resume().then(settle, settle);
}

/** Plays the call's tones; false when the page may not make sound yet. */
export function playCallSound(kind: CallKind): boolean {
  return playTones(callTones(kind));
}

/** Plays `tones` (a call's, a new kitchen order's); false when the page may not make sound yet. */
export function playTones(tones: readonly Tone[]): boolean {
  if (!context || context.state !== 'running') return false;
  const begin = context.currentTime + 0.02;
  for (const tone of tones) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone.frequency;
    // A soft start and end: no click.
    const start = begin + tone.start;
    const end = start + tone.duration;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
  }
  return true;
}
