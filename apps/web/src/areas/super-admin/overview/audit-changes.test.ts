import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('shows each changed field before → after', () => {
    expect(
      auditChanges({ before: { package: 'BASIC', active: true }, after: { package: 'PRO', active: false } }),
    ).toEqual(['package: BASIC → PRO', 'active: true → false']);
  });

  it('shows a created object by its fields, a deleted one as gone', () => {
    expect(auditChanges({ before: null, after: { slug: 'warung', name: '' } })).toEqual([
      'slug: warung',
      'name: ∅',
    ]);
    expect(auditChanges({ before: { slug: 'warung' }, after: null })).toEqual(['slug: warung → ∅']);
  });

  it('is empty when nothing was recorded, and shows lists and objects as JSON', () => {
    expect(auditChanges({ before: null, after: null })).toEqual([]);
    expect(auditChanges({ before: { days: [7, 3] }, after: { days: [7] } })).toEqual(['days: [7,3] → [7]']);
  });
});
