/**
 * The kitchen's time pressure (issue 21): a card's age runs from when the order was confirmed (the
 * kitchen's clock, SPEC §4), and turns amber, then red, after the restaurant's minutes. The ticket
 * time of an order is confirmed → READY; a day's figures are its average and 90th percentile.
 */
export const KITCHEN_ALARM_DEFAULTS = { amberMinutes: 10, redMinutes: 20 } as const;
export const KITCHEN_ALARM_MAX_MINUTES = 240;

export interface KitchenAlarmSettings {
  amberMinutes: number;
  redMinutes: number;
}

export type TicketLevel = 'fresh' | 'amber' | 'red';

/** Whole minutes since `since` (never negative, whatever the clocks say); 0 for a bad date. */
export function minutesSince(since: string, now: number): number {
  const at = new Date(since).getTime();
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.floor((now - at) / 60_000));
}

/** A card's age in minutes: from its confirmation, or (not yet confirmed) from when it was ordered. */
export function ticketAge(order: { createdAt: string; confirmedAt: string | null }, now: number): number {
  return minutesSince(order.confirmedAt ?? order.createdAt, now);
}

/** Amber from `amberMinutes`, red from `redMinutes` (red wins when both are reached). */
export function ticketLevel(minutes: number, settings: KitchenAlarmSettings): TicketLevel {
  if (minutes >= settings.redMinutes) return 'red';
  if (minutes >= settings.amberMinutes) return 'amber';
  return 'fresh';
}

/** Whether the two thresholds can stand: whole minutes 1–240, amber before red. */
export function kitchenAlarmsValid(settings: KitchenAlarmSettings): boolean {
  const { amberMinutes: amber, redMinutes: red } = settings;
  const whole = (n: number) => Number.isInteger(n) && n >= 1 && n <= KITCHEN_ALARM_MAX_MINUTES;
  return whole(amber) && whole(red) && amber < red;
}

export const KITCHEN_ALARM_MESSAGES = {
  minutesRange: `Menit harus bilangan bulat 1–${KITCHEN_ALARM_MAX_MINUTES}.`,
  amberBeforeRed: 'Batas kuning harus lebih kecil dari batas merah.',
} as const;

/** A ticket time's figures: average and 90th percentile (nearest rank), in whole seconds; null when none. */
export function ticketTimeFigures(
  seconds: readonly number[],
): { count: number; averageSeconds: number; p90Seconds: number } | null {
  const valid = seconds.filter((value) => Number.isFinite(value) && value >= 0);
  if (valid.length === 0) return null;
  const sorted = [...valid].sort((a, b) => a - b);
  const rank = Math.ceil(0.9 * sorted.length);
  return {
    count: sorted.length,
    averageSeconds: Math.round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
    p90Seconds: Math.round(sorted[rank - 1] ?? 0),
  };
}
