/** SPEC §4 kitchen order: priority first, then not-ready before ready, then oldest first. */
export interface KitchenCard {
  id: string;
  priority: boolean | null;
  note: string;
  ready: boolean;
  createdAt: string | Date;
}

const PRIORITY_WORDS = /prioritas|priority|urgent/i;

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
  return queuePositions(cards).get(id) ?? null;
}

/** Every card's 1-based position in the kitchen's order, sorted once (a whole floor's tracking). */
export function queuePositions(cards: readonly KitchenCard[]): Map<string, number> {
  return new Map([...cards].sort(compareKitchenCards).map((card, index) => [card.id, index + 1]));
}
