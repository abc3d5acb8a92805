import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface StatusScreenProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger';
  /** 'page' draws its own card; 'embedded' sits inside an area layout's content card. */
  variant?: 'page' | 'embedded';
}

const TONE_ACCENT: Record<NonNullable<StatusScreenProps['tone']>, string> = {
  neutral: 'bg-brand-600',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
};

/** A message with the page's single h1: not found, forbidden, blocked. */
export function StatusScreen({
  title,
  children,
  actions,
  tone = 'neutral',
  variant = 'page',
}: StatusScreenProps) {
  const content = (
    <>
      <DocumentTitle title={title} />
      <span aria-hidden="true" className={`block h-1.5 w-12 rounded-full ${TONE_ACCENT[tone]}`} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
      {children ? <div className="mt-3 space-y-2 text-stone-700">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
    </>
  );
  if (variant === 'embedded') return <div className="max-w-2xl">{content}</div>;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">{content}</div>
    </div>
  );
}
