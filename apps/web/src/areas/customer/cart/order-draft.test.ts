import { describe, expect, it } from 'vitest';
import { nextDraft, orderBody } from './order-draft';

const nasi = { menuItemId: 'm1', name: 'NASI', price: 1000, qty: 2, imageUrl: '', note: '' };
const lines = [nasi];

describe('order drafts', () => {
  it('sends ids and quantities only, with a trimmed table and note', () => {
    expect(orderBody(lines, ' a1 ', ' pedas ')).toEqual({
      items: [{ menuItemId: 'm1', qty: 2 }],
      table: 'a1',
      note: 'pedas',
    });
  });

  it('sends a line’s note with it, and the same dish with two notes as two lines', () => {
    const noted = [nasi, { ...nasi, qty: 1, note: 'tanpa bawang' }];
    expect(orderBody(noted, 'A1', '').items).toEqual([
      { menuItemId: 'm1', qty: 2 },
      { menuItemId: 'm1', qty: 1, note: 'tanpa bawang' },
    ]);
  });

  it('reuses the order id and idempotency key while the body is unchanged', () => {
    const first = nextDraft(null, orderBody(lines, 'A1', ''));
    expect(first.body._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(nextDraft(first, orderBody(lines, 'A1', ''))).toBe(first);
    const changed = nextDraft(first, orderBody(lines, 'A2', ''));
    expect(changed.body._id).not.toBe(first.body._id);
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
  });
});
