import { describe, expect, it } from 'vitest';
import { WA_TEMPLATE_MESSAGES, waTemplateProblem, waTemplateProblems } from './whatsapp-templates';

const SID = 'HX0123456789abcdef0123456789abcdef';

describe('waTemplateProblem', () => {
  it('accepts no template under every provider', () => {
    for (const provider of ['none', 'meta', 'twilio']) expect(waTemplateProblem(provider, '')).toBeNull();
  });

  it('takes only a Content SID for Twilio: HX and 32 lowercase hexadecimal digits', () => {
    expect(waTemplateProblem('twilio', SID)).toBeNull();
    for (const wrong of [
      'pesanan_siap',
      SID.toUpperCase(),
      `${SID}0`,
      SID.slice(0, -1),
      `hx${SID.slice(2)}`,
      `HX${'g'.repeat(32)}`,
      ` ${SID}`,
    ]) {
      expect(waTemplateProblem('twilio', wrong), wrong).toBe(WA_TEMPLATE_MESSAGES.twilio);
    }
  });

  it('takes only a template name for Meta: lowercase letters, digits and underscores', () => {
    expect(waTemplateProblem('meta', 'pesanan_siap_2')).toBeNull();
    for (const wrong of [SID, 'Pesanan_Siap', 'pesanan siap', 'pesanan-siap']) {
      expect(waTemplateProblem('meta', wrong), wrong).toBe(WA_TEMPLATE_MESSAGES.meta);
    }
  });

  it('counts only the length without a provider', () => {
    expect(waTemplateProblem('none', 'Anything Goes')).toBeNull();
    expect(waTemplateProblem('none', 'x'.repeat(513))).toBe(WA_TEMPLATE_MESSAGES.tooLong);
    expect(waTemplateProblem('meta', 'x'.repeat(512))).toBeNull();
  });
});

describe('waTemplateProblems', () => {
  it('names each template setting that does not fit the provider', () => {
    expect(
      waTemplateProblems({ waProvider: 'twilio', waBroadcastTemplate: SID, waReadyTemplate: 'siap' }),
    ).toEqual({ waReadyTemplate: WA_TEMPLATE_MESSAGES.twilio });
    expect(waTemplateProblems({ waProvider: 'meta', waBroadcastTemplate: SID, waReadyTemplate: '' })).toEqual(
      { waBroadcastTemplate: WA_TEMPLATE_MESSAGES.meta },
    );
    expect(
      waTemplateProblems({ waProvider: 'none', waBroadcastTemplate: SID, waReadyTemplate: 'siap' }),
    ).toEqual({});
  });
});
