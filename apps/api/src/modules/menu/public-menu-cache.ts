import type { PublicMenuItem } from '@meja/shared/contracts/menu';

/**
 * Public menus by tenant, valid for one menu version. The version lives in the database and is
 * bumped by every change, so each instance's cache is right without any cross-instance message.
 */
export interface PublicMenuEntry {
  version: number;
  items: PublicMenuItem[];
  /** `{"items": …}` as sent to diners. */
  json: string;
}

export class PublicMenuCache {
  private readonly entries = new Map<string, PublicMenuEntry>();

  constructor(private readonly capacity = 500) {}

  get(tenantId: string, version: number): PublicMenuEntry | undefined {
    const entry = this.entries.get(tenantId);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(tenantId); // re-insert: most recently used last
    this.entries.set(tenantId, entry);
    return entry;
  }

  set(tenantId: string, version: number, items: PublicMenuItem[]): PublicMenuEntry {
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

export function menuEtag(tenantId: string, version: number): string {
  return `"menu-${tenantId}-${version}"`;
}
