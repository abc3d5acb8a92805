import { describe, expect, it } from 'vitest';
import { posReturnPath } from './pos-paths';

describe('posReturnPath', () => {
  it('goes back to the POS page that sent the visitor to the login', () => {
    expect(posReturnPath({ returnTo: '/pos/warung/reports?date=2026-11-20' }, 'warung')).toBe(
      '/pos/warung/reports?date=2026-11-20',
    );
    expect(posReturnPath({ returnTo: '/pos/warung' }, 'warung')).toBe('/pos/warung');
  });

  it('falls back to the dashboard for anything else', () => {
    expect(posReturnPath(null, 'warung')).toBe('/pos/warung');
    expect(posReturnPath({ returnTo: 42 }, 'warung')).toBe('/pos/warung');
    expect(posReturnPath({ returnTo: '/pos/other/reports' }, 'warung')).toBe('/pos/warung');
    expect(posReturnPath({ returnTo: '/pos/warung/login' }, 'warung')).toBe('/pos/warung');
    expect(posReturnPath({ returnTo: '/pos/warungku/shift' }, 'warung')).toBe('/pos/warung');
    expect(posReturnPath({ returnTo: '/pos/warung//evil.example' }, 'warung')).toBe('/pos/warung');
    expect(posReturnPath({ returnTo: 'https://evil.example/pos/warung' }, 'warung')).toBe('/pos/warung');
  });
});
