/* localStorage that never throws (private mode, quota, corrupt JSON). */

export function readLocalJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return null;
  }
}

export function writeLocalJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the screen still works for this visit.
  }
}

export function readLocalText(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeLocalText(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignored, as above
  }
}
