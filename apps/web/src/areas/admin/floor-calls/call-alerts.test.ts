import type { TenantCallEvent } from '@meja/shared/contracts/tenant-events';
import { describe, expect, it } from 'vitest';
import { alertsAfter, callAgeText, callAlertText, callKindText, MAX_CALL_ALERTS } from './call-alerts';
import { floorCallsMessages } from './floor-calls-messages';

const t = floorCallsMessages.get();

function event(callId: string, change: TenantCallEvent['change'], table = 'A3'): TenantCallEvent {
  return { type: 'call', callId, table, kind: 'BILL', change };
}

describe('alertsAfter', () => {
  it('puts a new call on top', () => {
    const one = alertsAfter([], event('c1', 'created', 'A1'), 1000);
    const two = alertsAfter(one, event('c2', 'created', 'A2'), 2000);
    expect(two.map((alert) => [alert.callId, alert.table, alert.at])).toEqual([
      ['c2', 'A2', 2000],
      ['c1', 'A1', 1000],
    ]);
  });

  it('shows the same call once, however often it is heard', () => {
    const once = alertsAfter([], event('c1', 'created'), 1000);
    expect(alertsAfter(once, event('c1', 'created'), 3000)).toHaveLength(1);
  });

  it('takes an answered call away and leaves the others', () => {
    let alerts = alertsAfter([], event('c1', 'created'), 1);
    alerts = alertsAfter(alerts, event('c2', 'created'), 2);
    expect(alertsAfter(alerts, event('c1', 'answered'), 3).map((alert) => alert.callId)).toEqual(['c2']);
    expect(alertsAfter([], event('c9', 'answered'), 3)).toEqual([]);
  });

  it(`keeps the newest ${MAX_CALL_ALERTS}`, () => {
    let alerts = alertsAfter([], event('c0', 'created'), 0);
    for (let n = 1; n <= MAX_CALL_ALERTS + 2; n += 1)
      alerts = alertsAfter(alerts, event(`c${n}`, 'created'), n);
    expect(alerts).toHaveLength(MAX_CALL_ALERTS);
    expect(alerts[0]?.callId).toBe(`c${MAX_CALL_ALERTS + 2}`);
  });
});

describe('the words of a call', () => {
  it('names the table and what it asks for', () => {
    expect(callAlertText(t, { table: 'A3', kind: 'BILL' })).toBe('Meja A3 minta bill');
    expect(callAlertText(t, { table: 'B12', kind: 'WAITER' })).toBe('Meja B12 panggil pelayan');
    expect(callKindText(t, 'BILL')).toBe('Minta bill');
    expect(callKindText(t, 'WAITER')).toBe('Panggil pelayan');
  });

  it('says how long ago', () => {
    const at = '2025-05-03T10:00:00.000Z';
    const base = new Date(at).getTime();
    expect(callAgeText(t, at, base - 5000)).toBe('baru saja');
    expect(callAgeText(t, at, base + 59_000)).toBe('baru saja');
    expect(callAgeText(t, at, base + 3 * 60_000 + 10_000)).toBe('3 mnt lalu');
    expect(callAgeText(t, at, base + 65 * 60_000)).toBe('1 jam 5 mnt lalu');
    expect(callAgeText(t, 'nonsense', base)).toBe('baru saja');
  });
});
