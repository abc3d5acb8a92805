import { describe, expect, it } from 'vitest';
import { parseReminderDaysText, platformSettingsUpdate, reminderDaysInput } from './platform';

describe('parseReminderDaysText', () => {
  it('reads comma-separated whole numbers, spaces allowed', () => {
    expect(parseReminderDaysText('7,3,1')).toEqual([7, 3, 1]);
    expect(parseReminderDaysText(' 14 , 7,1 ')).toEqual([14, 7, 1]);
    expect(parseReminderDaysText('5')).toEqual([5]);
  });

  it('is null for anything else: blank, empty parts, signs, decimals, words', () => {
    for (const text of ['', ' ', '7,,1', '7,', '-1', '1.5', '7;3', 'tujuh', '1e2']) {
      expect(parseReminderDaysText(text), text).toBeNull();
    }
  });
});

describe('reminderDaysInput', () => {
  it('keeps 1–10 distinct days of 1–60, largest first', () => {
    expect(reminderDaysInput.parse([1, 7, 3])).toEqual([7, 3, 1]);
    expect(reminderDaysInput.parse([60])).toEqual([60]);
    expect(reminderDaysInput.parse([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toHaveLength(10);
  });

  it('reads the text of the form field too', () => {
    expect(reminderDaysInput.parse('1, 7,3')).toEqual([7, 3, 1]);
    for (const text of ['', '7,x', '7,7', '0'])
      expect(reminderDaysInput.safeParse(text).success, text).toBe(false);
  });

  it('refuses an empty list, duplicates, 0, 61, decimals and more than 10 days', () => {
    for (const list of [[], [7, 7], [0], [61], [1.5], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]]) {
      expect(reminderDaysInput.safeParse(list).success, JSON.stringify(list)).toBe(false);
    }
  });
});

describe('platformSettingsUpdate', () => {
  it('accepts any subset, and a blank secret (keep the stored one)', () => {
    expect(platformSettingsUpdate.parse({})).toEqual({});
    expect(platformSettingsUpdate.parse({ xenditApiKey: '', graceDays: 0 })).toEqual({
      xenditApiKey: '',
      graceDays: 0,
    });
  });

  it('refuses unknown fields, bad prices and padded secrets', () => {
    for (const body of [
      { unknown: 1 },
      { priceBasic: -1 },
      { priceBasic: '' },
      { priceBasic: 'seribu' },
      { pricePro: 1_000_000_001 },
      { trialDays: 366 },
      { stripeSecretKey: ' sk ' },
      { billingProvider: 'Manual' },
      { whatsappNumber: '0812abc' },
    ]) {
      expect(platformSettingsUpdate.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
