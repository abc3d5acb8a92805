import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageErrorScreen } from './page-error-screen';

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col justify-center bg-stone-50">
      <PageErrorScreen detail={detail} />
    </main>
  );
}
