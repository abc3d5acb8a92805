import { PACKAGES } from '@meja/shared/plans';
import { describe, expect, it } from 'vitest';
import { planFeatureMessages, planFeatures } from './plan-messages';

const t = planFeatureMessages.get();

describe('planFeatures (SPEC §2 plan cards)', () => {
  it("lists BASIC's trial with its real length once the settings are in, and without one before", () => {
    expect(planFeatures(t, 'BASIC', 30)).toEqual([
      'Semua fitur selama 30 hari',
      'Tanpa kartu kredit',
      'Setelah uji coba, pilih paket untuk lanjut',
    ]);
    expect(planFeatures(t, 'BASIC', 1)[0]).toBe('Semua fitur selama 1 hari');
    expect(planFeatures(t, 'BASIC', null)[0]).toBe('Semua fitur selama uji coba');
  });

  it('lists what KASIR_SAJA leaves out, and ENTERPRISE on top of PRO', () => {
    expect(planFeatures(t, 'POS_ONLY', 30)).toEqual([
      'Kasir (POS) yang tetap jalan saat offline',
      'Tunai, QRIS & kartu',
      'Pesanan dan laporan penjualan',
      'Tanpa dapur, stok, menu & pengguna',
    ]);
    expect(planFeatures(t, 'ENTERPRISE', null)[0]).toBe('Semua fitur PRO');
  });

  it('gives every plan its own distinct lines, the same whether or not the trial length is known', () => {
    for (const plan of PACKAGES) {
      const lines = planFeatures(t, plan, 14);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(new Set(lines).size).toBe(lines.length);
      if (plan !== 'BASIC') expect(planFeatures(t, plan, null)).toEqual(lines);
    }
  });
});
