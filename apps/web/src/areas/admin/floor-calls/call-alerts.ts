import type { TenantCallEvent } from '@meja/shared/contracts/tenant-events';
import type { CallKind } from '@meja/shared/table-states';
import type { floorCallsMessages } from './floor-calls-messages';

/* The banner's calls (issue 20): pure, so it is unit-tested. */

export interface CallAlert {
  callId: string;
  table: string;
  kind: CallKind;
  /** When this screen heard it (ms). */
  at: number;
  /** The sound played; otherwise the banner only flashes (sound off, or not armed yet). */
  sounded: boolean;
}

/** At most this many banners at once: the newest first. */
export const MAX_CALL_ALERTS = 3;

/** A banner blinks this long after it appears (the flash when no sound can play). */
export const CALL_FLASH_MS = 4000;

/**
 * The banners after a call event: a new call goes on top (a repeated notice of the same call is not
 * shown twice); an answered call leaves, whoever answered it.
 */
export function alertsAfter(
  alerts: readonly CallAlert[],
  event: TenantCallEvent,
  now: number,
  sounded = false,
): CallAlert[] {
  const others = alerts.filter((alert) => alert.callId !== event.callId);
  if (event.change === 'answered') return others;
  const alert = { callId: event.callId, table: event.table, kind: event.kind, at: now, sounded };
  return [alert, ...others].slice(0, MAX_CALL_ALERTS);
}

type FloorCallsTexts = ReturnType<typeof floorCallsMessages.get>;

/** 'Meja A3 minta bill', 'Meja A3 panggil pelayan'. */
export function callAlertText(t: FloorCallsTexts, call: { table: string; kind: CallKind }): string {
  return call.kind === 'BILL' ? t.billCall({ table: call.table }) : t.waiterCall({ table: call.table });
}

/** 'Minta bill', 'Panggil pelayan'. */
export function callKindText(t: FloorCallsTexts, kind: CallKind): string {
  return kind === 'BILL' ? t.billKind : t.waiterKind;
}

/** 'baru saja', '3 mnt lalu', '1 jam 5 mnt lalu' (never negative, whatever the clocks say). */
export function callAgeText(t: FloorCallsTexts, createdAt: string, now: number): string {
  const created = new Date(createdAt).getTime();
  const minutes = Number.isNaN(created) ? 0 : Math.max(0, Math.floor((now - created) / 60_000));
  if (minutes < 1) return t.justNow;
  if (minutes < 60) return t.minutesAgo({ minutes });
  return t.hoursAgo({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
