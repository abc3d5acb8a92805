import { describe, expect, it } from 'vitest';
import { isSafeHref } from './safe-href';

describe('isSafeHref', () => {
  it('accepts same-site paths and http(s) URLs', () => {
    expect(isSafeHref('/api/v1/public/verify-email?token=abc')).toBe(true);
    expect(isSafeHref('http://127.0.0.1:3100/api/v1/public/verify-email?token=abc')).toBe(true);
    expect(isSafeHref('https://meja.example/verify')).toBe(true);
  });

  it('refuses scripts, protocol-relative and unknown schemes', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('data:text/html,hi')).toBe(false);
    expect(isSafeHref('not a url')).toBe(false);
  });
});
