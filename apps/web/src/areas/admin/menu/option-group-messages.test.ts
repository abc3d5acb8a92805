import { describe, expect, it } from 'vitest';
import { choiceRuleText, optionGroupMessages } from './option-group-messages';
import { choiceRule } from './option-group-rules';

describe('option group rule in words', () => {
  it('reads as the owner wrote it', () => {
    const t = optionGroupMessages.get();
    expect(choiceRuleText(t, choiceRule(1, 1))).toBe('Wajib pilih 1');
    expect(choiceRuleText(t, choiceRule(1, 2))).toBe('Wajib pilih 1–2');
    expect(choiceRuleText(t, choiceRule(0, 3))).toBe('Opsional, maks 3');
  });
});
