import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { preloadRoutes, routes } from './routes.tsx';

async function prerender(path: string): Promise<{ html: string; hydrationData: HydrationState }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { html, hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors } };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('hydrating prerendered pages', () => {
  it.each(['/', '/blog', '/blog/art-of-the-follow-up', '/terms-of-use', '/not-a-page'])(
    '%s hydrates without a mismatch',
    async (path) => {
      const { html, hydrationData } = await prerender(path);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      window.history.replaceState(null, '', path);
      const heading = container.querySelector('h1')?.textContent;
      expect(heading).toBeTruthy();

      await preloadRoutes(path);
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <App router={createBrowserRouter(routes, { hydrationData })} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });

      // The home page moves on from its "starting" state once the mocked session arrives.
      const expected = path === '/' ? 'AI Email Specialist' : heading!;
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expected));
      expect(errors).toEqual([]);
    },
  );
});
