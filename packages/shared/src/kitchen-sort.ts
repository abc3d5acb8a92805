/** SPEC §4 kitchen order: priority first, then not-ready before ready, then oldest first. */
export interface KitchenCard {
  id: string;
  priority: boolean | null;
  note: string;
  ready: boolean;
  createdAt: string | Date;
}

/** The note's words that ask for priority, case-insensitive (also PostgreSQL's `~*` pattern). */
export const PRIORITY_PATTERN = 'prioritas|priority|urgent';
const PRIORITY_WORDS = new RegExp(PRIORITY_PATTERN, 'i');

/** The priority flag when it is a boolean, else whether the note asks for it. */
export function isPriority(card: Pick<KitchenCard, 'priority' | 'note'>): boolean {
  return typeof card.priority === 'boolean' ? card.priority : PRIORITY_WORDS.test(card.note);
}

export function compareKitchenCards(a: KitchenCard, b: KitchenCard): number {
  const byPriority = Number(isPriority(b)) - Number(isPriority(a));
  if (byPriority !== 0) return byPriority;
  const byReady = Number(a.ready) - Number(b.ready);
  if (byReady !== 0) return byReady;
  const byAge = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
  return byAge !== 0 ? byAge : a.id.localeCompare(b.id);
}

/** 1-based position of `id` among the kitchen's cards, or null when it is not one of them. */
export function queuePosition(cards: readonly KitchenCard[], id: string): number | null {
  const index = [...cards].sort(compareKitchenCards).findIndex((card) => card.id === id);
  return index === -1 ? null : index + 1;
}

/** Each id's 1-based place in a queue already in the kitchen's order (a whole floor's tracking). */
export function positionsInQueue(ids: readonly string[]): Map<string, number> {
  return new Map(ids.map((id, index) => [id, index + 1]));
}
