import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '../loading-state';

interface AreaFrameProps {
  themeClass: string;
  topBar: ReactNode;
  sidebar?: ReactNode;
  /** Extra controls shown above the content on phones only. */
  mobileShortcuts?: ReactNode;
  /** A notice above the content on every screen size (the trial countdown). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The page frame shared by the tenant admin, group and super-admin areas. */
export function AreaFrame({
  themeClass,
  topBar,
  sidebar,
  mobileShortcuts,
  notice,
  children,
}: AreaFrameProps) {
  return (
    <div
      className={`${themeClass} mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 sm:px-6 sm:py-6`}
    >
      {topBar}
      {notice}
      {mobileShortcuts ? <div className="md:hidden">{mobileShortcuts}</div> : null}
      <div
        className={
          sidebar
            ? 'flex flex-col gap-4 md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:items-start md:gap-6'
            : ''
        }
      >
        {sidebar}
        <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <Suspense fallback={<LoadingState />}>{children}</Suspense>
        </div>
      </div>
    </div>
  );
}
