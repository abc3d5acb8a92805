import { DISCOUNT_MESSAGES, DISCOUNT_REASON_MAX } from '@meja/shared/discounts';
import { describe, expect, it } from 'vitest';
import { draftOf, problemText, readDraft, ruleText, typedWhole } from './discount-draft';
import { discountMessages } from './discount-messages';

describe('the POS discount dialog (issue 20)', () => {
  it('reads what the cashier types as whole rupiah or percent', () => {
    expect(typedWhole('5000')).toBe(5000);
    expect(typedWhole(' 5.000 ')).toBe(5000);
    expect(typedWhole('Rp 5.000')).toBe(5000);
    expect(typedWhole('10%')).toBe(10);
    expect(typedWhole('')).toBeNull();
    expect(typedWhole('12,5')).toBeNull();
    expect(typedWhole('-5')).toBeNull();
  });

  it('prices a percent and a fixed amount off the base, and keeps the reason trimmed', () => {
    expect(readDraft({ kind: 'PERCENT', value: '10', reason: ' Ulang tahun ' }, 25_005)).toEqual({
      discount: { kind: 'PERCENT', value: 10, reason: 'Ulang tahun' },
      amount: 2_501,
      valueProblem: null,
      reasonProblem: null,
    });
    expect(readDraft({ kind: 'FIXED', value: '2.000', reason: 'Member' }, 2_000)).toMatchObject({
      discount: { kind: 'FIXED', value: 2_000, reason: 'Member' },
      amount: 2_000,
    });
  });

  it('says what stops it, by field, and previews the amount before the reason is written', () => {
    expect(readDraft({ kind: 'PERCENT', value: '', reason: '' }, 10_000)).toEqual({
      discount: null,
      amount: null,
      valueProblem: 'valueRequired',
      reasonProblem: 'reasonRequired',
    });
    expect(readDraft({ kind: 'PERCENT', value: '0', reason: 'x' }, 10_000).valueProblem).toBe(
      'valueRequired',
    );
    expect(readDraft({ kind: 'PERCENT', value: '101', reason: 'x' }, 10_000).valueProblem).toBe(
      'percentRange',
    );
    expect(readDraft({ kind: 'FIXED', value: '10001', reason: 'x' }, 10_000)).toMatchObject({
      discount: null,
      amount: null,
      valueProblem: 'tooLarge',
    });
    expect(readDraft({ kind: 'FIXED', value: '500', reason: '   ' }, 10_000)).toMatchObject({
      amount: 500,
      reasonProblem: 'reasonRequired',
      discount: null,
    });
    const long = 'x'.repeat(DISCOUNT_REASON_MAX + 1);
    expect(readDraft({ kind: 'FIXED', value: '500', reason: long }, 10_000).reasonProblem).toBe(
      'reasonTooLong',
    );
    expect(
      readDraft({ kind: 'FIXED', value: '500', reason: long.slice(1) }, 10_000).reasonProblem,
    ).toBeNull();
  });

  it('starts from the discount being changed', () => {
    expect(draftOf(null)).toEqual({ kind: 'PERCENT', value: '', reason: '' });
    expect(draftOf({ kind: 'FIXED', value: 2000, reason: 'Member' })).toEqual({
      kind: 'FIXED',
      value: '2000',
      reason: 'Member',
    });
  });

  it('words problems and rules as the shared rules do (Indonesian)', () => {
    const t = discountMessages.get();
    expect(problemText(t, 'valueRequired')).toBe(DISCOUNT_MESSAGES.valueRequired);
    expect(problemText(t, 'percentRange')).toBe(DISCOUNT_MESSAGES.percentRange);
    expect(problemText(t, 'tooLarge')).toBe(DISCOUNT_MESSAGES.tooLarge);
    expect(problemText(t, 'reasonRequired')).toBe(DISCOUNT_MESSAGES.reasonRequired);
    expect(problemText(t, 'reasonTooLong')).toBe(DISCOUNT_MESSAGES.reasonTooLong);
    expect(t.pinRequired({ limit: '15' })).toBe(DISCOUNT_MESSAGES.pinRequired(15));
    expect(t.pinFormat).toBe(DISCOUNT_MESSAGES.pinFormat);
    expect(ruleText(t, { kind: 'PERCENT', value: 10 })).toBe('10%');
    expect(ruleText(t, { kind: 'FIXED', value: 2000 })).toBe('Rp 2.000');
  });
});
