import type { PublicMenuItem } from '@meja/shared/contracts/menu';

/**
 * Public menus by tenant, valid for one menu version. The version lives in the database and is
 * bumped by every change, so each instance's cache is right without any cross-instance message.
 */
export class PublicMenuCache {
  private readonly entries = new Map<string, { version: number; items: PublicMenuItem[] }>();

  constructor(private readonly capacity = 500) {}

  get(tenantId: string, version: number): PublicMenuItem[] | undefined {
    const entry = this.entries.get(tenantId);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(tenantId); // re-insert: most recently used last
    this.entries.set(tenantId, entry);
    return entry.items;
  }

  set(tenantId: string, version: number, items: PublicMenuItem[]): void {
    this.entries.delete(tenantId);
    this.entries.set(tenantId, { version, items });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

export function menuEtag(tenantId: string, version: number): string {
  return `"menu-${tenantId}-${version}"`;
}
