import type { ReactNode } from 'react';

interface EmptyStateProps {
  children: ReactNode;
}

/** An empty list ('Belum ada menu.', 'Belum ada bahan.'). */
export function EmptyState({ children }: EmptyStateProps) {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-8 text-center text-stone-700">
      {children}
    </p>
  );
}
