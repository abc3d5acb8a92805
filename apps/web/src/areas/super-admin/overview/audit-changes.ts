import type { AuditEntry } from '@meja/shared/contracts/audit';

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A record's change as lines 'field: before → after' (a created object shows its fields after, a
 * deleted one its fields before). Values as stored: the console's operator reads field names.
 */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    if (!entry.before) return `${field}: ${shown(after[field])}`;
    if (!entry.after) return `${field}: ${shown(before[field])} → ∅`;
    return `${field}: ${shown(before[field])} → ${shown(after[field])}`;
  });
}
