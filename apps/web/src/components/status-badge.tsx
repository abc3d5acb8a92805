import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'waiting' | 'progress' | 'done' | 'danger';

const TONES: Record<StatusTone, string> = {
  neutral: 'border-stone-300 bg-stone-100 text-stone-800',
  waiting: 'border-amber-300 bg-amber-50 text-amber-900',
  progress: 'border-sky-300 bg-sky-50 text-sky-900',
  done: 'border-green-300 bg-green-50 text-green-900',
  danger: 'border-red-300 bg-red-50 text-red-900',
};

interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
  /** May take a second line in a narrow cell (a phone's card) instead of running into its neighbour. */
  wrap?: boolean;
}

/** A status label with a border and a tinted background (the text carries the meaning, not the colour). */
export function StatusBadge({ tone, children, className = '', wrap = false }: StatusBadgeProps) {
  const shape = wrap ? 'max-w-full rounded-2xl' : 'whitespace-nowrap rounded-full';
  return (
    <span
      className={`inline-flex items-center border px-2.5 py-0.5 text-xs font-semibold ${shape} ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
