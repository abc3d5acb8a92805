import type { ReactNode } from 'react';

interface AuthCardProps {
  children: ReactNode;
  /** Shown beside the card on wide screens, below it on phones. */
  aside?: ReactNode;
}

/** The centred card of /login and /register. */
export function AuthCard({ children, aside }: AuthCardProps) {
  const layout = aside
    ? 'max-w-lg lg:grid lg:max-w-5xl lg:grid-cols-[minmax(0,32rem)_minmax(0,24rem)] lg:items-start lg:justify-center lg:gap-6'
    : 'max-w-lg';
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-12 ${layout}`}>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
      {aside ? <div className="mt-4 lg:mt-0">{aside}</div> : null}
    </div>
  );
}
