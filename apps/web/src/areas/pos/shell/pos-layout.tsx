import { canManageAtPos } from '@meja/shared/pos-plan';
import type { PosUser } from '@meja/shared/contracts/pos';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { startPosSync } from '../offline/pos-writes';
import { registerPosServiceWorker } from '../offline/register-sw';
import { PosAreaContext } from '../pos-area-context';
import { posLoginPath } from '../pos-paths';
import { usePosSession } from '../use-pos-session';
import { usePosWordsReady } from '../use-pos-words';
import { PosHeader } from './pos-header';

/** /pos/{slug} (SPEC §2 POS shell): the login when no one is logged in here, else header and page. */
export function PosLayout() {
  const { tenantSlug = '' } = useParams();
  const session = usePosSession(tenantSlug);
  const location = useLocation();
  if (!session) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate replace to={posLoginPath(tenantSlug)} state={{ returnTo }} />;
  }
  return <PosArea key={`${session.user._id}:${tenantSlug}`} slug={tenantSlug} user={session.user} />;
}

let workerRegistered = false;

/** The POS pages' code, fetched once the shell is up: a page opened after the network drops still loads. */
function prefetchPosPages(): void {
  void import('../dashboard/pos-dashboard-page').catch(() => undefined);
  void import('../shift/pos-shift-page').catch(() => undefined);
}

function PosArea({ slug, user }: { slug: string; user: PosUser }) {
  useEffect(() => startPosSync(slug), [slug]);
  useEffect(() => {
    if (workerRegistered) return;
    workerRegistered = true;
    void registerPosServiceWorker();
  }, []);
  useEffect(() => {
    const timer = window.setTimeout(prefetchPosPages, 1000);
    return () => window.clearTimeout(timer);
  }, []);
  const area = useMemo(() => ({ slug, user, canManage: canManageAtPos(user.role) }), [slug, user]);
  const wordsReady = usePosWordsReady();

  return (
    <PosAreaContext.Provider value={area}>
      <div className="area-theme-brand mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 sm:px-6">
        {wordsReady ? (
          <>
            <PosHeader />
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </>
        ) : null}
      </div>
    </PosAreaContext.Provider>
  );
}
