import { posSessionResponse, type PosUser } from '@meja/shared/contracts/pos';

/**
 * The POS session of one restaurant, kept in localStorage under `pos-session:{slug}` (docs/pos.md):
 * the user (with the tenant slug and the resolved plan). The httpOnly cookie authenticates; this copy
 * lets the POS open while the network is down.
 */
export interface PosSession {
  user: PosUser;
}

export function posSessionKey(slug: string): string {
  return `${KEY_PREFIX}${slug}`;
}

/** A stored value back into a session; anything unreadable or of another shape is no session. */
export function parsePosSession(raw: string | null): PosSession | null {
  if (!raw) return null;
  try {
    const parsed = posSessionResponse.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const KEY_PREFIX = 'pos-session:';

/** The restaurant slugs named by stored keys (`pos-session:{slug}`), in storage order. */
export function slugsOfSessionKeys(keys: readonly string[]): string[] {
  return keys
    .filter((key) => key.startsWith(KEY_PREFIX) && key.length > KEY_PREFIX.length)
    .map((key) => key.slice(KEY_PREFIX.length));
}

/** The first restaurant with a readable POS session on this device (the installed app opens it). */
export function storedPosSlug(): string | null {
  try {
    const keys = Array.from(
      { length: window.localStorage.length },
      (_, i) => window.localStorage.key(i) ?? '',
    );
    return slugsOfSessionKeys(keys).find((slug) => readPosSession(slug) !== null) ?? null;
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
const cache = new Map<string, { raw: string | null; session: PosSession | null }>();

function readRaw(slug: string): string | null {
  try {
    return window.localStorage.getItem(posSessionKey(slug));
  } catch {
    return null;
  }
}

/** The stored session (the same object while the stored text is unchanged, for useSyncExternalStore). */
export function readPosSession(slug: string): PosSession | null {
  const raw = readRaw(slug);
  const cached = cache.get(slug);
  if (cached && cached.raw === raw) return cached.session;
  const session = parsePosSession(raw);
  cache.set(slug, { raw, session });
  return session;
}

export function writePosSession(slug: string, session: PosSession): void {
  try {
    window.localStorage.setItem(posSessionKey(slug), JSON.stringify(session));
  } catch {
    // Storage full or disabled: the cookie still authenticates while online.
  }
  notify();
}

export function clearPosSession(slug: string): void {
  try {
    window.localStorage.removeItem(posSessionKey(slug));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
  notify();
}

export function subscribeToPosSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key.startsWith('pos-session:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
