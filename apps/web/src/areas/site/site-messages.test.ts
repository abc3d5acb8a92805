import { describe, expect, it } from 'vitest';
import {
  CUSTOMERS,
  customerMessages,
  FEATURES,
  featureMessages,
  registrationSteps,
  SLIDE_NAMES,
  SOCIAL_PROOF,
  socialProofMessages,
  stepMessages,
  TESTIMONIALS,
  testimonialMessages,
} from './site-messages';

describe('registrationSteps (SPEC §2 landing)', () => {
  const t = stepMessages.get();

  it('names the real trial length once the settings are in', () => {
    const steps = registrationSteps(t, 14);
    expect(steps.map((step) => step.title)).toEqual([
      'Daftar',
      'Verifikasi email',
      'Isi menu & cetak QR',
      'Terima pesanan',
    ]);
    expect(steps[3]?.text).toBe('Pesanan masuk ke dapur dan kasir. Paket BASIC gratis selama 14 hari.');
  });

  it('speaks of the trial without a length before the settings have loaded', () => {
    expect(registrationSteps(t, null)[3]?.text).toBe(
      'Pesanan masuk ke dapur dan kasir. Paket BASIC gratis selama masa uji coba.',
    );
  });
});

describe("the landing's keyed lists", () => {
  it('are unique, so they serve as React keys', () => {
    for (const list of [SLIDE_NAMES, CUSTOMERS, FEATURES, TESTIMONIALS, SOCIAL_PROOF]) {
      expect(new Set<string>(list).size).toBe(list.length);
    }
  });

  it('read as distinct texts from their catalogues', () => {
    const customers = customerMessages.get();
    expect(CUSTOMERS.map((key) => customers[key])[0]).toBe('Warung Bu Sari');
    const features = featureMessages.get();
    expect(new Set(FEATURES.map((key) => features[`${key}Title`])).size).toBe(FEATURES.length);
    const toasts = socialProofMessages.get();
    expect(new Set(SOCIAL_PROOF.map((key) => toasts[key])).size).toBe(SOCIAL_PROOF.length);
    const testimonials = testimonialMessages.get();
    expect(testimonials.quoted({ quote: testimonials.dimasQuote })).toMatch(/^“Internet .*”$/);
  });
});
