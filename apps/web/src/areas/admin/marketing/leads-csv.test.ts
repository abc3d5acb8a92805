import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Lead } from '@meja/shared/contracts/marketing';
import { csvText, UTF8_BOM } from '../reports/report-csv';
import { leadsCsvRows, type LeadsCsvWords } from './leads-csv';

const words: LeadsCsvWords = {
  header: [
    'Nomor WhatsApp',
    'Sumber',
    'Waktu setuju (WIB)',
    'Teks persetujuan',
    'Berhenti pada (WIB)',
    'Dihentikan oleh',
  ],
  source: (source) => (source === 'menu_banner' ? 'Banner menu' : source),
  optedOutBy: (lead) => (lead.optOutSource === 'reply' ? 'balasan STOP' : 'admin'),
};

const reachable: Lead = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  phone: '6281234567890',
  source: 'menu_banner',
  consentedAt: '2026-05-03T07:05:00.000Z',
  consentText: 'Kirim WA untuk promo, "souvenir", dan info menu baru',
  optedOutAt: null,
  optOutSource: null,
};

const stopped: Lead = {
  _id: '0190a1b2-0000-7000-8000-000000000002',
  phone: '6289876543210',
  source: 'qr_meja',
  consentedAt: '2026-05-02T17:00:00.000Z',
  consentText: '=HYPERLINK("http://contoh")',
  optedOutAt: '2026-05-04T01:30:00.000Z',
  optOutSource: 'reply',
};

describe('the leads CSV', () => {
  it('has the header, then one row per lead with its times in the restaurant zone', () => {
    expect(leadsCsvRows([reachable, stopped], words, 'Asia/Jakarta')).toEqual([
      [...words.header],
      ['6281234567890', 'Banner menu', '2026-05-03 14:05', reachable.consentText, '', ''],
      [
        '6289876543210',
        'qr_meja',
        '2026-05-03 00:00',
        stopped.consentText,
        '2026-05-04 08:30',
        'balasan STOP',
      ],
    ]);
  });

  it('is only the header without leads', () => {
    expect(leadsCsvRows([], words, 'Asia/Jakarta')).toEqual([[...words.header]]);
  });

  it('writes RFC 4180 text that parses back to the same cells, a formula neutralised', async () => {
    const text = await csvText(leadsCsvRows([reachable, stopped], words, 'Asia/Makassar'));
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toContain('"Kirim WA untuk promo, ""souvenir"", dan info menu baru"');
    const parsed = Papa.parse<string[]>(text.slice(UTF8_BOM.length), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      [...words.header],
      ['6281234567890', 'Banner menu', '2026-05-03 15:05', reachable.consentText, '', ''],
      [
        '6289876543210',
        'qr_meja',
        '2026-05-03 01:00',
        `'${stopped.consentText}`,
        '2026-05-04 09:30',
        'balasan STOP',
      ],
    ]);
  });
});
