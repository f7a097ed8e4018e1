import { data, matchRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every route of the site, as data, shared by the browser router, tests and prerendering.
 * Pages load on demand, so the blog and legal pages carry no chat code.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        // Pathless: a page's error shows inside the layout, header and footer kept.
        ErrorBoundary: RouteError,
        children: [
          { id: 'home', index: true, lazy: () => import('../features/chat/home.route.tsx') },
          { id: 'blog', path: 'blog', lazy: () => import('../features/blog/blog-index.route.tsx') },
          { id: 'article', path: 'blog/:slug', lazy: () => import('../features/blog/article.route.tsx') },
          { id: 'privacy-policy', path: 'privacy-policy', lazy: () => import('../features/legal/legal.route.tsx') },
          { id: 'terms-of-use', path: 'terms-of-use', lazy: () => import('../features/legal/legal.route.tsx') },
          { id: 'cookie-policy', path: 'cookie-policy', lazy: () => import('../features/legal/legal.route.tsx') },
          {
            id: 'not-found',
            path: '*',
            // Thrown rather than rendered, so a prerendered unknown path carries a 404 status.
            loader: () => {
              throw data('Page not found', { status: 404 });
            },
            Component: NotFoundPage,
          },
        ],
      },
    ],
  },
];

/**
 * Loads the page modules that `pathname` needs and puts them into the route objects, so that
 * hydrating prerendered HTML renders the same tree at once instead of a fallback.
 */
export async function preloadRoutes(pathname: string, routeList: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(routeList, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
