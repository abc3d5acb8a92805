import type { Order } from '@meja/shared/contracts/orders';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { armCallSound, callSoundSetting, playTones, soundIsOn } from '../floor-calls/call-sound';
import { arrivals, bumpPlace, flashing, NEW_CARD_FLASH_MS, NEW_ORDER_TONES } from './kitchen-alerts';

/**
 * A new card on the kitchen screen flashes, and rings when this device's 'Suara' is on and a tap has
 * armed it (issue 21). Answers the cards flashing now.
 */
export function useNewOrderFlash(cards: readonly Order[], loaded: boolean): Set<string> {
  const soundOn = soundIsOn(useStore(callSoundSetting));
  const known = useRef<Set<string> | null>(null);
  const [arrivedAt, setArrivedAt] = useState<Map<string, number>>(new Map());
  const [now, setNow] = useState(() => Date.now());
  const ids = cards.map((card) => card._id).join(' ');

  useEffect(() => {
    if (!loaded) return;
    const current = ids === '' ? [] : ids.split(' ');
    const fresh = arrivals(known.current, current);
    known.current = new Set(current);
    if (fresh.length === 0) return;
    const at = Date.now();
    setArrivedAt((before) => new Map([...before, ...fresh.map((id) => [id, at] as const)]));
    setNow(at);
    if (soundOn) playTones(NEW_ORDER_TONES);
    // Ends the flash: one render after it is over.
    const timer = window.setTimeout(() => setNow(Date.now()), NEW_CARD_FLASH_MS + 50);
    return () => window.clearTimeout(timer);
  }, [ids, loaded, soundOn]);

  // The first tap or key press arms the sound (browsers ask for a gesture first).
  useEffect(() => {
    const arm = () => armCallSound();
    window.addEventListener('pointerdown', arm, { capture: true });
    window.addEventListener('keydown', arm, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', arm, { capture: true });
      window.removeEventListener('keydown', arm, { capture: true });
    };
  }, []);

  return flashing(arrivedAt, now);
}

/** A bump bar's (or keyboard's) 1–9 call `bump` with the card's place. */
export function useBumpKeys(bump: (place: number) => void): void {
  const onBump = useEffectEvent(bump);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const place = bumpPlace(event);
      if (place === null) return;
      event.preventDefault();
      onBump(place);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
