import type { ReactNode } from 'react';

interface MessageProps {
  children: ReactNode;
  className?: string;
}

/** Errors are shown in red (SPEC §8). */
export function ErrorMessage({ children, className = '' }: MessageProps) {
  return (
    <div
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
    >
      {children}
    </div>
  );
}

export function SuccessMessage({ children, className = '' }: MessageProps) {
  return (
    <div
      role="status"
      className={`rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 ${className}`}
    >
      {children}
    </div>
  );
}

export function InfoMessage({ children, className = '' }: MessageProps) {
  return (
    <div
      className={`rounded-lg border border-stone-200 bg-white px-4 py-3 text-sm text-stone-700 ${className}`}
    >
      {children}
    </div>
  );
}
