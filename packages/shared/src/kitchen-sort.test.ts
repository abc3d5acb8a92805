import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareKitchenCards,
  isPriority,
  queuePosition,
  positionsInQueue,
  type KitchenCard,
} from './kitchen-sort';

const card = (id: string, over: Partial<KitchenCard> = {}): KitchenCard => ({
  id,
  priority: null,
  note: '',
  ready: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});
const sorted = (cards: KitchenCard[]) => [...cards].sort(compareKitchenCards).map((c) => c.id);

describe('isPriority (SPEC §4)', () => {
  it.each(['PRIORITAS', 'tolong urgent ya', 'Priority please', 'prioritas', 'URGENT'])(
    'note %j asks for priority',
    (note) => {
      expect(isPriority({ priority: null, note })).toBe(true);
    },
  );

  it('a note without the words is not priority', () => {
    expect(isPriority({ priority: null, note: 'tanpa sambal' })).toBe(false);
    expect(isPriority({ priority: null, note: '' })).toBe(false);
  });

  it('a boolean flag beats the note words', () => {
    expect(isPriority({ priority: false, note: 'URGENT' })).toBe(false);
    expect(isPriority({ priority: true, note: '' })).toBe(true);
  });
});

describe('compareKitchenCards', () => {
  it('priority first, then not-ready before ready, then oldest first', () => {
    const cards = [
      card('ready-old', { ready: true, createdAt: '2026-01-01T09:00:00Z' }),
      card('plain-new', { createdAt: '2026-01-01T10:05:00Z' }),
      card('plain-old', { createdAt: '2026-01-01T10:00:00Z' }),
      card('note-prio', { note: 'Priority', createdAt: '2026-01-01T11:00:00Z' }),
      card('flag-prio-ready', { priority: true, ready: true, createdAt: '2026-01-01T08:00:00Z' }),
      card('flag-not-prio', { priority: false, note: 'urgent', createdAt: '2026-01-01T07:00:00Z' }),
    ];
    expect(sorted(cards)).toEqual([
      'note-prio',
      'flag-prio-ready',
      'flag-not-prio',
      'plain-old',
      'plain-new',
      'ready-old',
    ]);
  });

  it('accepts Date and string times alike', () => {
    expect(
      sorted([
        card('b', { createdAt: new Date('2026-01-01T10:00:01Z') }),
        card('a', { createdAt: '2026-01-01T10:00:00Z' }),
      ]),
    ).toEqual(['a', 'b']);
  });

  it('a full tie is broken by id, so the order is stable whatever the input order', () => {
    const cards = [card('c'), card('a'), card('b')];
    expect(sorted(cards)).toEqual(['a', 'b', 'c']);
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            id: fc.uuid(),
            priority: fc.constantFrom(true, false, null),
            note: fc.constantFrom('', 'urgent', 'pedas'),
            ready: fc.boolean(),
            createdAt: fc.integer({ min: 0, max: 5 }).map((m) => new Date(Date.UTC(2026, 0, 1, 10, m))),
          }),
          { maxLength: 12, selector: (c) => c.id },
        ),
        (cards) => {
          const once = sorted(cards);
          expect(sorted([...cards].reverse())).toEqual(once);
          // Each neighbour pair respects the rules.
          const byId = new Map(cards.map((c) => [c.id, c]));
          for (let i = 1; i < once.length; i += 1) {
            const a = byId.get(once[i - 1] ?? '');
            const b = byId.get(once[i] ?? '');
            if (!a || !b) throw new Error('lost a card');
            expect(compareKitchenCards(a, b)).toBeLessThan(0);
            if (isPriority(a) === isPriority(b) && a.ready === b.ready)
              expect(new Date(a.createdAt).getTime()).toBeLessThanOrEqual(new Date(b.createdAt).getTime());
            if (isPriority(a) === isPriority(b)) expect(Number(a.ready)).toBeLessThanOrEqual(Number(b.ready));
            expect(Number(isPriority(a))).toBeGreaterThanOrEqual(Number(isPriority(b)));
          }
        },
      ),
    );
  });
});

describe('queuePosition', () => {
  const cards = [
    card('late', { createdAt: '2026-01-01T10:10:00Z' }),
    card('early', { createdAt: '2026-01-01T10:00:00Z' }),
    card('vip', { note: 'PRIORITAS', createdAt: '2026-01-01T10:20:00Z' }),
  ];

  it('is the 1-based place in kitchen order', () => {
    expect(queuePosition(cards, 'vip')).toBe(1);
    expect(queuePosition(cards, 'early')).toBe(2);
    expect(queuePosition(cards, 'late')).toBe(3);
  });

  it('is null when the order is not in the kitchen', () => {
    expect(queuePosition(cards, 'absent')).toBeNull();
    expect(queuePosition([], 'x')).toBeNull();
  });

  it('does not reorder the caller’s array', () => {
    const copy = [...cards];
    queuePosition(cards, 'vip');
    expect(cards).toEqual(copy);
  });
});

describe('positionsInQueue', () => {
  it('numbers a sorted queue from 1; an id not in it has no place', () => {
    const positions = positionsInQueue(['vip', 'early', 'late']);
    expect([positions.get('vip'), positions.get('early'), positions.get('late')]).toEqual([1, 2, 3]);
    expect(positions.get('absent')).toBeUndefined();
    expect(positionsInQueue([]).size).toBe(0);
  });
});
