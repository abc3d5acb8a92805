import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness';
import { openTestDatabase } from '../../test/test-db';

/** The Content-Security-Policy: strict by default, the ad hosts only when the build has an ad client. */
const handle = await openTestDatabase();
const opened: TestApp[] = [];
afterAll(async () => {
  for (const { app } of opened) await app.close();
  await handle.close();
});

async function cspWith(env: Record<string, string>) {
  const built = await buildTestApp(handle, { env });
  opened.push(built);
  const response = await built.app.inject({ method: 'GET', url: '/api/v1/health' });
  return String(response.headers['content-security-policy']);
}

describe('Content-Security-Policy', () => {
  it('allows only our own scripts and no frames without ads; https pictures are allowed', async () => {
    const csp = await cspWith({});
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).not.toContain('googlesyndication');
  });

  it('lets the ad script, its requests and its frames through when VITE_AD_CLIENT is set', async () => {
    const csp = await cspWith({ VITE_AD_CLIENT: 'ca-pub-123' });
    expect(csp).toMatch(/script-src 'self' https:\/\/\*\.googlesyndication\.com/);
    expect(csp).toMatch(/frame-src https:\/\/\*\.googlesyndication\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.googlesyndication\.com/);
  });
});

describe("helmet's headers, set once and copied to every answer", () => {
  const fixed = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('are on an answer, an error and an unknown address alike, without HSTS over plain http', async () => {
    const built = await buildTestApp(handle, { env: { PUBLIC_URL: 'http://meja.lan:3000' } });
    opened.push(built);
    const { app } = built;
    for (const url of ['/api/v1/health', '/api/v1/public/no-such-place/menu', '/api/v1/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(fixed);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS when the public address is https', async () => {
    const built = await buildTestApp(handle, { env: { PUBLIC_URL: 'https://meja.example' } });
    opened.push(built);
    const response = await built.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers).toMatchObject(fixed);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
