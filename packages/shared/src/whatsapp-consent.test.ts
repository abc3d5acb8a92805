import { describe, expect, it } from 'vitest';
import { isStopReply } from './whatsapp-consent';

describe('isStopReply', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop ',
    'stop.',
    'STOP!!',
    'berhenti',
    'Berhenti promo',
    'stop   promo',
    'UNSUBSCRIBE',
    'ＳＴＯＰ',
  ])('opts out on %j', (text) => {
    expect(isStopReply(text)).toBe(true);
  });

  it.each([
    '',
    'stop dulu ya',
    'jangan stop',
    'STOPP',
    'S T O P',
    'pesanan saya?',
    'berhentikan',
    'stop\nplease',
  ])('does not opt out on %j', (text) => {
    expect(isStopReply(text)).toBe(false);
  });
});
