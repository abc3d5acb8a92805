import type { Tone } from '../floor-calls/call-sound';

/*
 * The kitchen's alarms on the screen (issue 21): a new confirmed order flashes (and rings, when the
 * sound is on and armed), and a bump bar's keys 1–9 mark the card at that place READY. Pure, so
 * they are unit-tested; kitchen-screen-alerts.ts wires them to the page.
 */

/** A new card flashes this long. */
export const NEW_CARD_FLASH_MS = 6000;

/** Two rising notes, under half a second: not a diner's call (those are in call-sound.ts). */
export const NEW_ORDER_TONES: readonly Tone[] = [
  { frequency: 988, start: 0, duration: 0.12 },
  { frequency: 1319, start: 0.16, duration: 0.22 },
];

/**
 * The cards that were not on the screen before: none on the first load (`known` null), so opening
 * the screen does not ring for every order already waiting.
 */
export function arrivals(known: ReadonlySet<string> | null, cardIds: readonly string[]): string[] {
  if (known === null) return [];
  return cardIds.filter((id) => !known.has(id));
}

/** The cards still flashing at `now`, given when each arrived. */
export function flashing(arrivedAt: ReadonlyMap<string, number>, now: number): Set<string> {
  return new Set([...arrivedAt].filter(([, at]) => now - at < NEW_CARD_FLASH_MS).map(([id]) => id));
}

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  /** Where the key was pressed: typing in a field is not a bump. */
  target: EventTarget | null;
}

function isTyping(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The place (1–9) a bump bar's key names, or null for any other key, a held key or typing. */
export function bumpPlace(press: KeyPress): number | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.repeat || isTyping(press.target)) return null;
  return /^[1-9]$/.test(press.key) ? Number(press.key) : null;
}
