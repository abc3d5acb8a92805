import { describe, expect, it } from 'vitest';
import { shortId } from './short-id';

describe('shortId', () => {
  it('takes the last characters, upper-cased (6 admin, 8 kitchen)', () => {
    expect(shortId('01a2044f-e7b5-71fc-a267-55b9e2e60e5f', 6)).toBe('E60E5F');
    expect(shortId('01a2044f-e7b5-71fc-a267-55b9e2e60e5f', 8)).toBe('E2E60E5F');
  });

  it('shortens a POS transaction id to its last 6 characters', () => {
    expect(shortId('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 6)).toBe('3F4A5B');
    expect(shortId('abc', 6)).toBe('ABC');
  });
});
