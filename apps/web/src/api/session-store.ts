import { sessionUser, type SessionUser } from '@meja/shared/contracts/auth';

/**
 * SPEC §3 / DESIGN §4: the session lives in an httpOnly cookie; the browser keeps only the user
 * profile under 'session-store' (never the token).
 */
export const SESSION_STORAGE_KEY = 'session-store';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

export function getSessionUser(): SessionUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

export function setSessionUser(user: SessionUser): void {
  const raw = JSON.stringify(user);
  if (raw === readRaw()) return;
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, raw);
  } catch {
    // Storage full or disabled: the cookie still authenticates; the profile just is not remembered.
  }
  notify();
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
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

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
