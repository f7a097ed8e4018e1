import { StrictMode } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error.tsx';
import { routes } from './routes.tsx';

/**
 * The whole site, inside a router: BrowserRouter in the browser, StaticRouter when prerendering,
 * MemoryRouter in tests.
 */
export function Site() {
  const location = useLocation();
  const page = useRoutes(routes);
  // Pages fail inside the layout (see RootLayout); this catches a failure of the layout itself.
  return <RouteErrorBoundary location={location}>{page}</RouteErrorBoundary>;
}

/** The site in the browser. */
export function App() {
  return (
    <StrictMode>
      <BrowserRouter>
        <Site />
      </BrowserRouter>
    </StrictMode>
  );
}
