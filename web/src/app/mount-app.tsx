import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { readPrerendered, removePrerenderedHead, samePage } from './hydration-data.ts';
import { preloadRoutes, routes } from './routes.tsx';

/**
 * Starts the site in `container`: hydrates the prerendered page, or renders it when the document
 * holds no prerendered page (the dev server).
 */
export async function mountApp(container: HTMLElement, options: RootOptions = {}): Promise<Root> {
  const prerendered = readPrerendered(container.ownerDocument);
  if (!prerendered) {
    const root = createRoot(container, options);
    root.render(<App router={createBrowserRouter(routes)} />);
    return root;
  }
  const { pathname } = window.location;
  await preloadRoutes(pathname);
  const router = createBrowserRouter(routes, { hydrationData: prerendered.state });
  if (samePage(prerendered.path, pathname)) return hydrateRoot(container, <App router={router} />, options);

  // 404.html stands in for every unknown path, but its markup was made for one: links that mark
  // the current section would not match. Its state fits any unknown path, so render it afresh.
  removePrerenderedHead(container.ownerDocument);
  const root = createRoot(container, options);
  root.render(<App router={router} />);
  return root;
}
