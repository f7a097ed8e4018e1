import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { site } from 'virtual:site';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';

/** A 404 from a loader (an unknown article) is the not-found page; anything else is a failure. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="page not-found">
      <title>{`Something went wrong | ${site.shortName}`}</title>
      <div className="card not-found__card">
        <h1 className="not-found__title">Something went wrong</h1>
        <p className="not-found__hint">This page could not be loaded. Please reload to try again.</p>
      </div>
    </div>
  );
}
