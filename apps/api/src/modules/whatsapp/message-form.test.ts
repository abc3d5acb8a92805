import { describe, expect, it } from 'vitest';
import { chooseMessageForm, type MessageChoice } from './message-form';

const base: MessageChoice = {
  windowOpen: true,
  text: 'Promo hari ini',
  maxTextLength: 4096,
  template: 'promo_v1',
  language: 'id',
  bodyParameters: ['Warung Sari', 'Promo hari ini'],
};

describe('chooseMessageForm', () => {
  it('sends free-form text inside the 24-hour window', () => {
    expect(chooseMessageForm(base)).toEqual({ kind: 'text', body: 'Promo hari ini' });
  });

  it('sends the template outside the window', () => {
    expect(chooseMessageForm({ ...base, windowOpen: false })).toEqual({
      kind: 'template',
      template: 'promo_v1',
      language: 'id',
      bodyParameters: ['Warung Sari', 'Promo hari ini'],
    });
  });

  it('sends nothing outside the window without a template', () => {
    expect(chooseMessageForm({ ...base, windowOpen: false, template: '' })).toEqual({
      kind: 'none',
      why: 'outside_window',
    });
  });

  it('uses the template when the text is longer than the provider takes, even inside the window', () => {
    const long = 'x'.repeat(1601);
    expect(chooseMessageForm({ ...base, text: long, maxTextLength: 1600 }).kind).toBe('template');
    expect(chooseMessageForm({ ...base, text: long, maxTextLength: 1600, template: '' })).toEqual({
      kind: 'none',
      why: 'too_long',
    });
  });

  it('counts characters, not UTF-16 units, against the limit (an emoji is one)', () => {
    const text = '🍜'.repeat(1600);
    expect(chooseMessageForm({ ...base, text, maxTextLength: 1600, template: '' }).kind).toBe('text');
    expect(chooseMessageForm({ ...base, text: `${text}!`, maxTextLength: 1600, template: '' }).kind).toBe(
      'none',
    );
  });
});
