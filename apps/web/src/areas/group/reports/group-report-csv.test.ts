import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { GroupReport } from '@meja/shared/contracts/group';
import { csvText } from '../../admin/reports/report-csv';
import {
  groupReportCsvRows,
  topItemsText,
  topOptionsText,
  type GroupReportCsvWords,
} from './group-report-csv';

const words: GroupReportCsvWords = {
  header: [
    'Mulai',
    'Akhir',
    'Resto',
    'Slug',
    'Pendapatan',
    'Order',
    'Rata-rata',
    'Pembelian',
    'Food cost %',
    'Margin %',
    'Top 5',
    'Top 5 pilihan',
  ],
  total: 'Total grup',
};

const report: GroupReport = {
  start: '2026-11-01',
  end: '2026-11-07',
  branches: [
    {
      slug: 'warung-a',
      name: 'WARUNG A',
      revenue: 1_110_000,
      orders: 10,
      avgTicket: 111_000,
      purchases: 333_000,
      foodCostPercent: 30,
      grossMarginPercent: 70,
      topItems: [
        { name: 'NASI GORENG', qty: 6, revenue: 150_000 },
        { name: '=CMD "X"', qty: 4, revenue: 40_000 },
      ],
      topOptions: [
        { group: 'Level pedas', name: 'Level 3', qty: 5, revenue: 0 },
        { group: 'Tambahan', name: 'Telur', qty: 2, revenue: 8_000 },
      ],
    },
    {
      slug: 'warung-b',
      name: 'WARUNG B',
      revenue: 0,
      orders: 0,
      avgTicket: 0,
      purchases: 50_000,
      foodCostPercent: null,
      grossMarginPercent: null,
      topItems: [],
      topOptions: [],
    },
  ],
  total: {
    revenue: 1_110_000,
    orders: 10,
    avgTicket: 111_000,
    purchases: 383_000,
    foodCostPercent: 34.5,
    grossMarginPercent: 65.5,
  },
};

describe('group report CSV', () => {
  it('has a row per branch and the group total, amounts as plain numbers', () => {
    const rows = groupReportCsvRows(report, words);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual([
      '2026-11-01',
      '2026-11-07',
      'WARUNG A',
      'warung-a',
      1_110_000,
      10,
      111_000,
      333_000,
      30,
      70,
      'NASI GORENG ×6; =CMD "X" ×4',
      'Level pedas: Level 3 ×5; Tambahan: Telur ×2',
    ]);
    // No revenue: the percentages are blank, not 0.
    expect(rows[2]?.slice(8, 10)).toEqual(['', '']);
    expect(rows[3]).toEqual([
      '2026-11-01',
      '2026-11-07',
      'Total grup',
      '',
      1_110_000,
      10,
      111_000,
      383_000,
      34.5,
      65.5,
      '',
      '',
    ]);
  });

  it('reads back as the same cells, quotes and formulas made safe', async () => {
    const text = await csvText(groupReportCsvRows(report, words));
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...words.header]);
    expect(parsed[1]?.[10]).toBe('NASI GORENG ×6; =CMD "X" ×4');
    expect(parsed[3]?.[8]).toBe('34.5');
  });

  it('lists top items in order with their portions', () => {
    expect(topItemsText([])).toBe('');
    expect(topItemsText([{ name: 'ES TEH', qty: 3 }])).toBe('ES TEH ×3');
  });

  it('lists top options with their group and portions (issue 20)', () => {
    expect(topOptionsText([])).toBe('');
    expect(topOptionsText([{ group: 'Tambahan', name: 'Keju', qty: 1 }])).toBe('Tambahan: Keju ×1');
  });
});
