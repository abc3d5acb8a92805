import { describe, expect, it } from 'vitest';
import { matchTenants, needsGroupManager, sortTenants } from './tenant-list';

const tenants = [
  { name: 'WARUNG BU SRI', slug: 'bu-sri', package: 'PRO', createdAt: '2026-01-03T00:00:00Z' },
  { name: 'KOPI PAGI', slug: 'kopi-pagi', package: 'BASIC', createdAt: '2026-01-01T00:00:00Z' },
  { name: 'SATE MADURA', slug: 'sate', package: 'ENTERPRISE', createdAt: '2026-01-02T00:00:00Z' },
  { name: 'BAKSO', slug: 'bakso-sri', package: 'BASIC', createdAt: '2026-01-04T00:00:00Z' },
] as const;

describe('the tenant list rules', () => {
  it('matches the search in the name or the slug, ignoring case and spaces', () => {
    expect(matchTenants(tenants, '  sri ').map((t) => t.slug)).toEqual(['bu-sri', 'bakso-sri']);
    expect(matchTenants(tenants, 'KOPI').map((t) => t.slug)).toEqual(['kopi-pagi']);
    expect(matchTenants(tenants, 'madura').map((t) => t.slug)).toEqual(['sate']);
    expect(matchTenants(tenants, '')).toHaveLength(4);
    expect(matchTenants(tenants, 'tidak-ada')).toEqual([]);
  });

  it('sorts newest first, or by package rank with the newest first within a package', () => {
    expect(sortTenants(tenants, 'newest').map((t) => t.slug)).toEqual([
      'bakso-sri',
      'bu-sri',
      'sate',
      'kopi-pagi',
    ]);
    expect(sortTenants(tenants, 'package-asc').map((t) => t.slug)).toEqual([
      'bakso-sri',
      'kopi-pagi',
      'bu-sri',
      'sate',
    ]);
    expect(sortTenants(tenants, 'package-desc').map((t) => t.slug)).toEqual([
      'sate',
      'bu-sri',
      'bakso-sri',
      'kopi-pagi',
    ]);
  });

  it('asks for a group manager only for ENTERPRISE without one', () => {
    expect(needsGroupManager({ package: 'ENTERPRISE', hasGroupManager: false })).toBe(true);
    expect(needsGroupManager({ package: 'ENTERPRISE', hasGroupManager: true })).toBe(false);
    expect(needsGroupManager({ package: 'PRO', hasGroupManager: false })).toBe(false);
  });
});
