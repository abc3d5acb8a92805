import type { ReactNode } from 'react';

/** An empty list ('Belum ada menu.', 'Keranjang kosong.') in the tenant's theme. */
export function DinerEmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-(--diner-field-border) bg-(--diner-surface) px-4 py-8 text-center text-(--diner-muted)">
      {children}
    </p>
  );
}

/** SPEC §8 loading text ('Memuat data...', 'Memuat status pesanan...') in the tenant's theme. */
export function DinerLoadingState({ label = 'Memuat data...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-(--diner-muted)"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-(--diner-border) border-t-(--diner-accent) motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
