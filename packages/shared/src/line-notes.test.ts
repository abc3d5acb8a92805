import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_NOTE_MAX } from './limits';
import { cleanLineNote, lineKey, setLineNote } from './line-notes';

const line = (menuItemId: string, qty: number, note = '') => ({ menuItemId, qty, note, name: menuItemId });

describe('lineKey', () => {
  it('is the dish alone without a note, and the dish and note with one', () => {
    expect(lineKey({ menuItemId: 'mie' })).toBe('mie');
    expect(lineKey({ menuItemId: 'mie', note: '' })).toBe('mie');
    expect(lineKey({ menuItemId: 'mie', note: 'tanpa bawang' })).toBe('mie\ntanpa bawang');
    expect(lineKey({ menuItemId: 'mie', note: 'a' })).not.toBe(lineKey({ menuItemId: 'mie', note: 'b' }));
  });
});

describe('cleanLineNote', () => {
  it('trims and cuts at LINE_NOTE_MAX characters', () => {
    expect(cleanLineNote('  pedas  ')).toBe('pedas');
    expect(cleanLineNote('x'.repeat(LINE_NOTE_MAX + 10))).toHaveLength(LINE_NOTE_MAX);
  });
});

describe('setLineNote', () => {
  it('gives a line its note in place', () => {
    const cart = [line('mie', 2), line('teh', 1)];
    expect(setLineNote(cart, 'mie', ' tanpa bawang ', 99)).toEqual([
      line('mie', 2, 'tanpa bawang'),
      line('teh', 1),
    ]);
  });

  it('joins a line to the line of the same dish and note, quantities added and capped', () => {
    const cart = [line('mie', 2, 'pedas'), line('teh', 1), line('mie', 98)];
    expect(setLineNote(cart, 'mie', 'pedas', 99)).toEqual([line('mie', 99, 'pedas'), line('teh', 1)]);
    expect(setLineNote(cart, 'mie\npedas', '', 999)).toEqual([line('teh', 1), line('mie', 100)]);
  });

  it('leaves the cart as it was for an unknown line or the same note', () => {
    const cart = [line('mie', 2, 'pedas')];
    expect(setLineNote(cart, 'nasi', 'x', 99)).toEqual(cart);
    expect(setLineNote(cart, 'mie\npedas', ' pedas', 99)).toEqual(cart);
  });

  it('keeps the portions of every dish and leaves no two lines with one key', () => {
    const dishes = fc.constantFrom('mie', 'nasi');
    const notes = fc.constantFrom('', 'pedas', 'tanpa bawang');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ menuItemId: dishes, note: notes, qty: fc.integer({ min: 1, max: 5 }) }), {
          selector: (l) => lineKey(l),
        }),
        fc.nat(),
        notes,
        (cart, pick, note) => {
          const target = cart[pick % Math.max(1, cart.length)];
          const next = setLineNote(cart, target ? lineKey(target) : 'none', note, 1000);
          const portions = (lines: typeof cart, dish: string) =>
            lines.filter((l) => l.menuItemId === dish).reduce((sum, l) => sum + l.qty, 0);
          for (const dish of ['mie', 'nasi']) expect(portions(next, dish)).toBe(portions(cart, dish));
          expect(new Set(next.map(lineKey)).size).toBe(next.length);
        },
      ),
    );
  });
});
