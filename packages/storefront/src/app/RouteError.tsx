import { ErrorPage } from '@mise/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, shouldReloadAfterChunkError } from '../navigation/policies.js';
import { RouterNavigation } from '../navigation/RouterNavigation.js';

/** The error boundary of every route: 404 page, or the general error page. */
export function RouteError() {
  const error = useRouteError();
  // A new deploy removed the chunk this page needs: reload (at most once a minute).
  useEffect(() => {
    if (isChunkLoadError(error) && shouldReloadAfterChunkError(window.sessionStorage, Date.now())) {
      window.location.reload();
    }
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <RouterNavigation>
      <title>{status === 404 ? 'This page could not be found' : 'エラーが発生しました'}</title>
      <ErrorPage status={status} />
    </RouterNavigation>
  );
}
