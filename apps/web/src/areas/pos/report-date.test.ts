import { describe, expect, it } from 'vitest';
import { noTransactionsText, previousIsoDay, quickDayOf, reportDateParam } from './report-date';

describe('POS report day', () => {
  it('reads only a real day from the query string', () => {
    expect(reportDateParam('2026-02-14')).toBe('2026-02-14');
    expect(reportDateParam(null)).toBeNull();
    expect(reportDateParam('2026-02-30')).toBeNull();
    expect(reportDateParam('kemarin')).toBeNull();
  });

  it('steps back a day across month and year ends', () => {
    expect(previousIsoDay('2026-03-01')).toBe('2026-02-28');
    expect(previousIsoDay('2024-03-01')).toBe('2024-02-29');
    expect(previousIsoDay('2026-01-01')).toBe('2025-12-31');
    expect(previousIsoDay('nanti')).toBe('nanti');
  });

  it('knows today and yesterday', () => {
    expect(quickDayOf('2026-03-01', '2026-03-01')).toBe('today');
    expect(quickDayOf('2026-02-28', '2026-03-01')).toBe('yesterday');
    expect(quickDayOf('2026-02-27', '2026-03-01')).toBeNull();
  });

  it('says which empty text fits the day', () => {
    expect(noTransactionsText('2026-03-01', '2026-03-01')).toBe('Belum ada transaksi hari ini.');
    expect(noTransactionsText('2026-02-28', '2026-03-01')).toBe('Belum ada transaksi pada tanggal ini.');
  });
});
