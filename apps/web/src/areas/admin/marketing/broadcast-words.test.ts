import { BROADCAST_STATUSES, broadcastRequest } from '@meja/shared/contracts/marketing';
import { describe, expect, it } from 'vitest';
import {
  BROADCAST_MAX_CHARS,
  BROADCAST_MIN_CHARS,
  broadcastBlocker,
  broadcastCost,
  broadcastCostText,
  broadcastProgress,
  broadcastStatusLabel,
  broadcastStatusTone,
  countedLength,
  lengthState,
  progressPercent,
} from './broadcast-words';

const words = {
  statusAwaitingPayment: 'Menunggu pembayaran',
  statusQueued: 'Dalam antrean',
  statusSending: 'Mengirim',
  statusDone: 'Selesai',
  statusCancelled: 'Dibatalkan',
};

describe("a broadcast's message length", () => {
  it('counts the trimmed message, as the server does', () => {
    expect(countedLength('  Halo!  \n')).toBe(5);
    expect(countedLength('')).toBe(0);
  });

  it('is short under 5, fine from 5 to 4096, long beyond (whatever spaces surround it)', () => {
    expect(lengthState('   ')).toBe('empty');
    expect(lengthState(' abcd ')).toBe('short');
    expect(lengthState(' abcde ')).toBe('ok');
    expect(lengthState(`  ${'x'.repeat(4096)}  `)).toBe('ok');
    expect(lengthState('x'.repeat(4097))).toBe('long');
  });

  it('agrees with the shared contract at both ends', () => {
    for (const message of ['x'.repeat(BROADCAST_MIN_CHARS - 1), 'x'.repeat(BROADCAST_MAX_CHARS + 1)]) {
      expect(lengthState(message)).not.toBe('ok');
      expect(broadcastRequest.safeParse({ message }).success).toBe(false);
    }
    for (const message of ['x'.repeat(BROADCAST_MIN_CHARS), 'x'.repeat(BROADCAST_MAX_CHARS)]) {
      expect(lengthState(message)).toBe('ok');
      expect(broadcastRequest.safeParse({ message }).success).toBe(true);
    }
  });
});

describe("a broadcast's cost", () => {
  it('is the price times the recipients', () => {
    expect(broadcastCost(150, 12)).toEqual({ perRecipient: 150, recipients: 12, total: 1800 });
    expect(broadcastCost(150, 0)).toEqual({ perRecipient: 150, recipients: 0, total: 0 });
  });

  it('is none when the platform charges nothing', () => {
    expect(broadcastCost(0, 12)).toBeNull();
  });

  it('reads "Rp price × n penerima = Rp total" in rupiah and id-ID grouping, no amount broken', () => {
    const line = ({ price, count, total }: { price: string; count: string; total: string }) =>
      `${price} × ${count} penerima = ${total}`;
    const cost = broadcastCost(1500, 1200);
    expect(cost).not.toBeNull();
    if (cost) {
      expect(broadcastCostText(cost, line)).toBe('Rp\u00a01.500 × 1.200 penerima = Rp\u00a01.800.000');
    }
  });
});

describe('why a broadcast cannot be made', () => {
  it('needs a ready device, then at least one reachable lead', () => {
    expect(broadcastBlocker(undefined, 3)).toBe('device-unknown');
    expect(broadcastBlocker({ provider: 'none', ready: false }, 3)).toBe('no-provider');
    expect(broadcastBlocker({ provider: 'meta', ready: false }, 3)).toBe('device-not-ready');
    expect(broadcastBlocker({ provider: 'twilio', ready: true }, 0)).toBe('no-leads');
    expect(broadcastBlocker({ provider: 'twilio', ready: true }, 1)).toBeNull();
  });
});

describe("a broadcast's status", () => {
  it('is said in words, a different one for each status', () => {
    expect(broadcastStatusLabel('AWAITING_PAYMENT', words)).toBe('Menunggu pembayaran');
    expect(broadcastStatusLabel('QUEUED', words)).toBe('Dalam antrean');
    expect(broadcastStatusLabel('SENDING', words)).toBe('Mengirim');
    expect(broadcastStatusLabel('DONE', words)).toBe('Selesai');
    expect(broadcastStatusLabel('CANCELLED', words)).toBe('Dibatalkan');
    const labels = BROADCAST_STATUSES.map((status) => broadcastStatusLabel(status, words));
    expect(new Set(labels).size).toBe(BROADCAST_STATUSES.length);
  });

  it('waits for payment in amber, is done in green', () => {
    expect(broadcastStatusTone('AWAITING_PAYMENT')).toBe('waiting');
    expect(broadcastStatusTone('SENDING')).toBe('progress');
    expect(broadcastStatusTone('DONE')).toBe('done');
    expect(broadcastStatusTone('CANCELLED')).toBe('neutral');
  });
});

describe("a broadcast's progress", () => {
  it('is the share of recipients no longer pending', () => {
    expect(broadcastProgress({ recipientsCount: 20, pendingCount: 20 })).toBe(0);
    expect(broadcastProgress({ recipientsCount: 20, pendingCount: 8 })).toBe(0.6);
    expect(broadcastProgress({ recipientsCount: 20, pendingCount: 0 })).toBe(1);
    expect(progressPercent({ recipientsCount: 20, pendingCount: 8 })).toBe(60);
  });

  it('stays within 0 and 1 whatever the counts say, and is done without recipients', () => {
    expect(broadcastProgress({ recipientsCount: 5, pendingCount: 9 })).toBe(0);
    expect(broadcastProgress({ recipientsCount: 5, pendingCount: -1 })).toBe(1);
    expect(broadcastProgress({ recipientsCount: 0, pendingCount: 0 })).toBe(1);
  });

  it('never shows 100% while one recipient is still pending', () => {
    expect(progressPercent({ recipientsCount: 1000, pendingCount: 1 })).toBe(99);
    expect(progressPercent({ recipientsCount: 3, pendingCount: 1 })).toBe(66);
    expect(progressPercent({ recipientsCount: 1000, pendingCount: 0 })).toBe(100);
  });
});
