import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { App } from './app.tsx';
import { readPrerendered, removePrerenderedHead, samePage } from './hydration-data.ts';
import { preloadPage } from './routes.tsx';

/**
 * Starts the site in `container`: hydrates the prerendered page, or renders it when the document
 * holds no prerendered page (the dev server).
 */
export async function mountApp(container: HTMLElement, options: RootOptions = {}): Promise<Root> {
  const doc = container.ownerDocument;
  const prerendered = readPrerendered(doc);
  const { pathname } = window.location;
  // The page's module and content first, so that the first render is the whole page, the same tree
  // as the prerendered markup. Should they fail to load, the page shows its error when it renders.
  await preloadPage(pathname).catch(() => undefined);
  if (prerendered && samePage(prerendered.path, pathname)) return hydrateRoot(container, <App />, options);

  // 404.html stands in for every unknown path, but its markup was made for one: links that mark
  // the current section would not match. Render it afresh.
  if (prerendered) removePrerenderedHead(doc);
  const root = createRoot(container, options);
  root.render(<App />);
  return root;
}
