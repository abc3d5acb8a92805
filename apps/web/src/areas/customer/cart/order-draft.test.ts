import { describe, expect, it } from 'vitest';
import { nextDraft, orderBody } from './order-draft';

const lines = [{ menuItemId: 'm1', name: 'NASI', price: 1000, qty: 2, imageUrl: '' }];

describe('order drafts', () => {
  it('sends ids and quantities only, with a trimmed table and note', () => {
    expect(orderBody(lines, ' a1 ', ' pedas ')).toEqual({
      items: [{ menuItemId: 'm1', qty: 2 }],
      table: 'a1',
      note: 'pedas',
    });
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
