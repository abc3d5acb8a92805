import type { ReactNode } from 'react';

/** The landing's section headings (the colour comes from the section: dark bands have white text). */
export const LANDING_HEADING_CLASS = 'text-2xl font-bold tracking-tight sm:text-3xl';

const CONTENT_CLASS = 'mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16';

interface LandingSectionProps {
  /** The heading's id is `{id}-heading`; the section is named by it. */
  id: string;
  heading: string;
  /** A white band across the page instead of the page's background. */
  band?: boolean;
  children: ReactNode;
}

/** One section of the landing: its h2 and content, on the page's width. */
export function LandingSection({ id, heading, band = false, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  const content = (
    <>
      <h2 id={headingId} className={`${LANDING_HEADING_CLASS} text-stone-900`}>
        {heading}
      </h2>
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={headingId} className="border-y border-stone-200 bg-white">
      <div className={CONTENT_CLASS}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={headingId} className={CONTENT_CLASS}>
      {content}
    </section>
  );
}
