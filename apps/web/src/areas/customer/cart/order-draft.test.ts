import { describe, expect, it } from 'vitest';
import { nextDraft, orderBody } from './order-draft';

const nasi = {
  menuItemId: 'm1',
  name: 'NASI',
  price: 1000,
  qty: 2,
  imageUrl: '',
  note: '',
  options: [],
  choices: [],
};
const lines = [nasi];
const atA1 = { type: 'DINE_IN', table: 'A1', note: '' } as const;

describe('order drafts', () => {
  it('sends ids and quantities only, with the type and a trimmed table and note', () => {
    expect(orderBody(lines, { type: 'DINE_IN', table: ' a1 ', note: ' pedas ' })).toEqual({
      type: 'DINE_IN',
      items: [{ menuItemId: 'm1', qty: 2 }],
      table: 'a1',
      note: 'pedas',
    });
  });

  it('sends a takeaway with the name to call in place of the table', () => {
    expect(orderBody(lines, { type: 'TAKEAWAY', table: ' BUDI ', note: '' })).toMatchObject({
      type: 'TAKEAWAY',
      table: 'BUDI',
    });
  });

  it('sends a line’s note with it, and the same dish with two notes as two lines', () => {
    const noted = [nasi, { ...nasi, qty: 1, note: 'tanpa bawang' }];
    expect(orderBody(noted, atA1).items).toEqual([
      { menuItemId: 'm1', qty: 2 },
      { menuItemId: 'm1', qty: 1, note: 'tanpa bawang' },
    ]);
  });

  it('sends a line’s chosen option ids, and the same dish with other options as another line', () => {
    const level3 = { id: 'o3', group: 'Level pedas', name: 'Level 3', priceDelta: 0 };
    const telur = { id: 't1', group: 'Tambahan', name: 'Telur', priceDelta: 4000 };
    const level5 = { ...level3, id: 'o5', name: 'Level 5' };
    const chosen = [
      { ...nasi, options: ['o3', 't1'], choices: [level3, telur] },
      { ...nasi, qty: 1, note: 'tanpa bawang', options: ['o5'], choices: [level5] },
      nasi,
    ];
    expect(orderBody(chosen, atA1).items).toEqual([
      { menuItemId: 'm1', qty: 2, options: ['o3', 't1'] },
      { menuItemId: 'm1', qty: 1, note: 'tanpa bawang', options: ['o5'] },
      { menuItemId: 'm1', qty: 2 },
    ]);
  });

  it('reuses the order id and idempotency key while the body is unchanged', () => {
    const first = nextDraft(null, orderBody(lines, atA1));
    expect(first.body._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(nextDraft(first, orderBody(lines, atA1))).toBe(first);
    const changed = nextDraft(first, orderBody(lines, { ...atA1, table: 'A2' }));
    expect(changed.body._id).not.toBe(first.body._id);
    expect(changed.idempotencyKey).not.toBe(first.idempotencyKey);
    const takeaway = nextDraft(first, orderBody(lines, { ...atA1, type: 'TAKEAWAY' }));
    expect(takeaway.body._id).not.toBe(first.body._id);
  });
});
