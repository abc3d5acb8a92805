import type { PublicMenuItem } from '@meja/shared/contracts/menu';

/**
 * Public menus by tenant, valid for one menu key: the version, which lives in the database and is
 * bumped by every change (so each instance's cache is right without any cross-instance message),
 * and the restaurant's calendar day (a dish marked 'Habis hari ini' comes back at midnight).
 */
export interface PublicMenuEntry {
  version: string;
  items: PublicMenuItem[];
  /** `{"items": …}` as sent to diners. */
  json: string;
}

export class PublicMenuCache {
  private readonly entries = new Map<string, PublicMenuEntry>();

  constructor(private readonly capacity = 500) {}

  get(tenantId: string, version: string): PublicMenuEntry | undefined {
    const entry = this.entries.get(tenantId);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(tenantId); // re-insert: most recently used last
    this.entries.set(tenantId, entry);
    return entry;
  }

  set(tenantId: string, version: string, items: PublicMenuItem[]): PublicMenuEntry {
    // Serialized once per version: every phone then gets the same bytes without re-encoding.
    const entry = { version, items, json: JSON.stringify({ items }) };
    this.entries.delete(tenantId);
    this.entries.set(tenantId, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return entry;
  }
}

/** The cache key of a tenant's public menu: its version and its calendar day. */
export function menuKey(version: number, today: string): string {
  return `${version}-${today}`;
}

export function menuEtag(tenantId: string, key: string): string {
  return `"menu-${tenantId}-${key}"`;
}
