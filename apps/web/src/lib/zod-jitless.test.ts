import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod without its eval probe (the CSP forbids eval)', () => {
  it('is jitless when loaded after zod-jitless', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
