import { blockStartsAt, daysUntil, type PeriodKind } from '@meja/shared/lifecycle';
import { PACKAGE_LABELS, type Package } from '@meja/shared/plans';
import type { MailContent } from '../../platform/mail-template';

export interface NoticeFacts {
  restaurantName: string;
  slug: string;
  package: Package;
  periodKind: PeriodKind;
  periodEnd: Date;
  /** Days before the end: a reminder (> 0), the end (0) or the block (< 0). */
  daysBefore: number;
  graceDays: number;
  timezone: string;
  now: Date;
  publicUrl: string;
}

function dateText(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(instant);
}

/** Where the restaurant pays: the plans after a trial, its own package again after a paid period. */
export function payUrl(facts: Pick<NoticeFacts, 'publicUrl' | 'slug' | 'periodKind' | 'package'>): string {
  const base = `${facts.publicUrl}/payment/${encodeURIComponent(facts.slug)}`;
  return facts.periodKind === 'paid' ? `${base}?plan=${facts.package}` : base;
}

/** The mail of one lifecycle notice, in Indonesian (renderMail makes its text and HTML parts). */
export function lifecycleMail(facts: NoticeFacts): MailContent {
  const name = facts.restaurantName;
  const trial = facts.periodKind === 'trial';
  const what = trial ? 'Masa uji coba' : `Langganan paket ${PACKAGE_LABELS[facts.package]}`;
  const endText = dateText(facts.periodEnd, facts.timezone);
  const blockText = dateText(blockStartsAt(facts.periodEnd, facts.graceDays), facts.timezone);
  const action = { label: trial ? 'Pilih paket' : 'Perpanjang langganan', url: payUrl(facts) };
  const safe = 'Data restoran Anda tetap aman.';

  if (facts.daysBefore > 0) {
    const days = daysUntil(facts.periodEnd, facts.now);
    const when = days <= 1 ? 'dalam 24 jam' : `dalam ${days} hari`;
    return {
      subject: `${what} ${name} berakhir ${when}`,
      intro: [
        `${what} ${name} di Meja berakhir pada ${endText}.`,
        trial
          ? 'Pilih paket sekarang agar restoran tetap menerima pesanan dan memakai kasir tanpa jeda.'
          : 'Perpanjang sekarang agar restoran tetap menerima pesanan dan memakai kasir tanpa jeda.',
      ],
      action,
      outro: [safe],
    };
  }
  if (facts.daysBefore === 0 && facts.graceDays > 0) {
    return {
      subject: `${what} ${name} telah berakhir — akses diblokir pada ${blockText}`,
      intro: [
        `${what} ${name} di Meja berakhir pada ${endText}.`,
        `Restoran masih bisa bekerja seperti biasa selama masa tenggang ${facts.graceDays} hari. Jika pembayaran belum diterima, akses staf diblokir pada ${blockText}.`,
      ],
      action: { ...action, label: 'Bayar sekarang' },
      outro: [safe],
    };
  }
  return {
    subject: `Akses Meja ${name} diblokir`,
    intro: [
      `${what} ${name} telah berakhir${facts.graceDays > 0 ? ' dan masa tenggangnya sudah habis' : ''}. Sejak ${blockText} staf tidak dapat memakai halaman admin dan kasir, dan restoran tidak menerima pesanan.`,
      'Setelah pembayaran diterima, akses langsung dibuka kembali.',
    ],
    action: { ...action, label: 'Bayar sekarang' },
    outro: [safe],
  };
}
