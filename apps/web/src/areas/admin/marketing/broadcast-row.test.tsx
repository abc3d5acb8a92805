import type { Broadcast } from '@meja/shared/contracts/marketing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BroadcastRow } from './broadcast-row';

const base: Broadcast = {
  _id: '0190a1b2-0000-7000-8000-0000000000b1',
  message: 'Menu baru: Es Kopi Gula Aren',
  status: 'SENDING',
  recipientsCount: 20,
  sentCount: 11,
  deliveredCount: 9,
  readCount: 4,
  failCount: 2,
  skippedCount: 1,
  pendingCount: 6,
  amount: 0,
  paymentUrl: null,
  createdAt: '2026-05-03T07:05:00.000Z',
  paidAt: null,
  startedAt: '2026-05-03T07:06:00.000Z',
  finishedAt: null,
};

const render = (broadcast: Broadcast) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <BroadcastRow broadcast={broadcast} timeZone="Asia/Jakarta" onCancel={() => undefined} />
      </tbody>
    </table>,
  );

describe('a broadcast in the history', () => {
  it('carries the hooks of its row, status and figures', () => {
    const html = render(base);
    expect(html).toContain(`data-broadcast-row="${base._id}"`);
    expect(html).toContain('data-broadcast-status="SENDING">Mengirim<');
    expect(html).toContain('data-broadcast-sent="11">11<');
    expect(html).toContain('data-broadcast-failed="2">2<');
    expect(html).toContain('data-broadcast-pending="6">6<');
    expect(html).toContain('Dibuat 3 Mei 2026');
  });

  it('shows a progress bar only while sending', () => {
    expect(render(base)).toContain('role="progressbar"');
    expect(render(base)).toContain('aria-valuenow="70"');
    expect(render({ ...base, status: 'DONE', pendingCount: 0 })).not.toContain('role="progressbar"');
  });

  it("offers 'Bayar' (to its payment link) and 'Batalkan' only while it awaits payment", () => {
    const awaiting = render({
      ...base,
      status: 'AWAITING_PAYMENT',
      amount: 3000,
      paymentUrl: 'https://pay.example/inv/1',
    });
    expect(awaiting).toContain('href="https://pay.example/inv/1"');
    expect(awaiting).toContain('>Bayar<');
    expect(awaiting).toContain('>Batalkan<');
    expect(awaiting).toContain('Rp 3.000');
    const queued = render({ ...base, status: 'QUEUED', paymentUrl: 'https://pay.example/inv/1' });
    expect(queued).not.toContain('>Bayar<');
    expect(queued).not.toContain('>Batalkan<');
  });

  it('never links to a payment address that is not a web address', () => {
    const html = render({ ...base, status: 'AWAITING_PAYMENT', paymentUrl: 'javascript:alert(1)' });
    expect(html).not.toContain('javascript:');
    expect(html).toContain('>Batalkan<');
  });
});
