import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingState } from './loading-state';
import { PosManifestLink } from './pos-manifest-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** SPEC §2 shared layout: header, the page, footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PosManifestLink />
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
