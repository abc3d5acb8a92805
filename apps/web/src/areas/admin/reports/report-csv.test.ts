import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ProfitLoss } from '@meja/shared/contracts/reports';
import {
  csvText,
  dailySalesCsvRows,
  profitLossCsvRows,
  ticketTimesCsvRows,
  UTF8_BOM,
  type ProfitLossCsvWords,
} from './report-csv';

const words: ProfitLossCsvWords = {
  header: ['Mulai', 'Akhir', 'Kelompok', 'Pos', 'Jumlah (Rp)'],
  revenueGroup: 'Pendapatan',
  purchasesGroup: 'Pembelian',
  expensesGroup: 'Beban',
  summaryGroup: 'Ringkasan',
  revenue: 'Pendapatan (pembayaran selesai)',
  orderTypes: { DINE_IN: 'Makan di sini', TAKEAWAY: 'Bawa pulang' },
  sales: 'Penjualan menu',
  discount: 'Diskon',
  serviceCharge: 'Biaya layanan',
  taxes: { PPN: 'PPN', PB1: 'PB1 (pajak restoran)' },
  voidsGroup: 'Void setelah bayar',
  voidLine: (entry) => `Meja ${entry.table} · ${entry.reason} · oleh ${entry.by}`,
  discountsGroup: 'Diskon',
  discountLine: (entry) =>
    `Meja ${entry.table} · ${entry.item ?? 'Seluruh tagihan'} · ${entry.reason} · oleh ${entry.by}` +
    (entry.approvedBy ? ` · disetujui ${entry.approvedBy}` : ''),
  topOptionsGroup: 'Pilihan terlaris',
  topOptionLine: (entry) => `${entry.group}: ${entry.name} · ${entry.qty} porsi`,
  purchases: 'Pembelian bahan',
  grossProfit: 'Laba kotor',
  expensesTotal: 'Total beban',
  profit: 'Laba bersih',
  categories: {
    PAYROLL: 'Gaji',
    RENT: 'Sewa tempat',
    UTILITIES: 'Listrik, air & internet',
    SUPPLIES: 'Perlengkapan',
    MARKETING: 'Pemasaran',
    MAINTENANCE: 'Perawatan & perbaikan',
    OTHER: '=Lain "lain"',
  },
};

const pnl: ProfitLoss = {
  start: '2026-11-20',
  end: '2026-11-26',
  revenue: 1_000_000,
  revenueLines: {
    sales: 835_000,
    discount: 15_000,
    serviceCharge: 40_000,
    taxes: [
      { type: 'PPN', amount: 0 },
      { type: 'PB1', amount: 140_000 },
    ],
  },
  voids: [
    {
      orderId: 'o1',
      table: 'A4',
      amount: 55_500,
      reason: 'salah input',
      by: 'Ibu Sari',
      at: '2026-11-21T05:00:00.000Z',
    },
  ],
  discounts: [
    {
      orderId: 'o2',
      table: 'B1',
      type: 'DINE_IN',
      line: 0,
      item: 'Nasi Goreng',
      kind: 'FIXED',
      value: 5_000,
      amount: 5_000,
      reason: 'telur pecah',
      by: 'Budi',
      approvedBy: null,
      at: '2026-11-22T05:00:00.000Z',
      paidAt: '2026-11-22T05:30:00.000Z',
    },
    {
      orderId: 'o3',
      table: 'C2',
      type: 'DINE_IN',
      line: null,
      item: null,
      kind: 'PERCENT',
      value: 20,
      amount: 10_000,
      reason: 'ulang tahun',
      by: 'Budi',
      approvedBy: 'Ibu Sari',
      at: '2026-11-23T05:00:00.000Z',
      paidAt: '2026-11-23T05:30:00.000Z',
    },
  ],
  topOptions: [
    { group: 'Tambahan', name: 'Telur', qty: 12, revenue: 48_000 },
    { group: 'Level pedas', name: 'Level 3', qty: 9, revenue: 0 },
  ],
  ticketTimes: {
    days: [
      { date: '2026-11-20', count: 14, averageSeconds: 492, p90Seconds: 840 },
      { date: '2026-11-22', count: 3, averageSeconds: 300, p90Seconds: 361 },
    ],
    period: { count: 17, averageSeconds: 458, p90Seconds: 840 },
  },
  revenueByType: [
    { type: 'DINE_IN', amount: 700_000 },
    { type: 'TAKEAWAY', amount: 300_000 },
  ],
  purchases: 400_000,
  expensesByCategory: [
    { category: 'PAYROLL', amount: 800_000 },
    { category: 'RENT', amount: 0 },
    { category: 'UTILITIES', amount: 50_000 },
    { category: 'SUPPLIES', amount: 0 },
    { category: 'MARKETING', amount: 0 },
    { category: 'MAINTENANCE', amount: 0 },
    { category: 'OTHER', amount: 1 },
  ],
  expenses: 850_001,
  grossProfit: 600_000,
  profit: -250_001,
};

describe('the P&L CSV', () => {
  it('has one row per line, each with the period', () => {
    const rows = profitLossCsvRows(pnl, words);
    expect(rows[0]).toEqual(['Mulai', 'Akhir', 'Kelompok', 'Pos', 'Jumlah (Rp)']);
    expect(rows.slice(1).map((row) => row.slice(2))).toEqual([
      ['Pendapatan', 'Pendapatan (pembayaran selesai)', 1_000_000],
      ['Pendapatan', 'Makan di sini', 700_000],
      ['Pendapatan', 'Bawa pulang', 300_000],
      ['Pendapatan', 'Penjualan menu', 835_000],
      ['Pendapatan', 'Diskon', -15_000],
      ['Pendapatan', 'Biaya layanan', 40_000],
      ['Pendapatan', 'PPN', 0],
      ['Pendapatan', 'PB1 (pajak restoran)', 140_000],
      ['Pembelian', 'Pembelian bahan', 400_000],
      ['Beban', 'Gaji', 800_000],
      ['Beban', 'Sewa tempat', 0],
      ['Beban', 'Listrik, air & internet', 50_000],
      ['Beban', 'Perlengkapan', 0],
      ['Beban', 'Pemasaran', 0],
      ['Beban', 'Perawatan & perbaikan', 0],
      ['Beban', '=Lain "lain"', 1],
      ['Ringkasan', 'Laba kotor', 600_000],
      ['Ringkasan', 'Total beban', 850_001],
      ['Ringkasan', 'Laba bersih', -250_001],
      ['Void setelah bayar', 'Meja A4 · salah input · oleh Ibu Sari', 55_500],
      ['Diskon', 'Meja B1 · Nasi Goreng · telur pecah · oleh Budi', 5_000],
      ['Diskon', 'Meja C2 · Seluruh tagihan · ulang tahun · oleh Budi · disetujui Ibu Sari', 10_000],
      // Issue 20: each option sold, what its price delta added as the amount.
      ['Pilihan terlaris', 'Tambahan: Telur · 12 porsi', 48_000],
      ['Pilihan terlaris', 'Level pedas: Level 3 · 9 porsi', 0],
    ]);
    // The revenue's lines add up to it: the dishes less the discounts, the service charge and taxes.
    const revenueLines = rows.filter((row) => row[2] === 'Pendapatan').slice(3);
    expect(revenueLines.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(pnl.revenue);
    for (const row of rows.slice(1)) expect(row.slice(0, 2)).toEqual(['2026-11-20', '2026-11-26']);
  });

  it('is RFC 4180 text with a UTF-8 byte-order mark that parses back to the same figures', async () => {
    const text = await csvText(profitLossCsvRows(pnl, words));
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.split('\r\n')).toHaveLength(25);
    // A comma and quotes are quoted and doubled; a cell that starts like a formula is neutralised.
    expect(text).toContain('"Listrik, air & internet"');
    expect(text).toContain(`"'=Lain ""lain"""`);
    // A loss stays a number.
    expect(text).toContain(',-250001');
    const parsed = Papa.parse<string[]>(text.slice(UTF8_BOM.length), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.slice(1).map((row) => Number(row[4]))).toEqual([
      1_000_000, 700_000, 300_000, 835_000, -15_000, 40_000, 0, 140_000, 400_000, 800_000, 0, 50_000, 0, 0, 0,
      1, 600_000, 850_001, -250_001, 55_500, 5_000, 10_000, 48_000, 0,
    ]);
  });
});

describe('the daily sales CSV', () => {
  it('lists date and amount per day under its header', async () => {
    const rows = dailySalesCsvRows(
      [
        { date: '2026-11-25', amount: 0 },
        { date: '2026-11-26', amount: 38_850 },
      ],
      ['Tanggal', 'Penjualan (Rp)'],
    );
    expect(await csvText(rows)).toBe(`${UTF8_BOM}Tanggal,Penjualan (Rp)\r\n2026-11-25,0\r\n2026-11-26,38850`);
  });
});

describe('the ticket times CSV (issue 21)', () => {
  const header = ['Tanggal', 'Pesanan siap', 'Rata-rata (detik)', 'P90 (detik)'] as const;

  it('lists each day with tickets, then the whole period, seconds as plain numbers', async () => {
    const rows = ticketTimesCsvRows(pnl.ticketTimes ?? { days: [], period: null }, {
      header,
      period: 'Seluruh periode',
    });
    expect(await csvText(rows)).toBe(
      `${UTF8_BOM}Tanggal,Pesanan siap,Rata-rata (detik),P90 (detik)\r\n` +
        '2026-11-20,14,492,840\r\n2026-11-22,3,300,361\r\nSeluruh periode,17,458,840',
    );
  });

  it('is its header alone when no order was made READY', () => {
    expect(ticketTimesCsvRows({ days: [], period: null }, { header, period: 'Seluruh periode' })).toEqual([
      [...header],
    ]);
  });
});
