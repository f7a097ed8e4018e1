import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server.tsx';
import { App } from './app.tsx';
import { preloadPage } from './routes.tsx';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hydrating prerendered pages', () => {
  it.each(['/', '/blog', '/blog/art-of-the-follow-up', '/terms-of-use', '/not-a-page', '/blog/no-such-article'])(
    '%s hydrates without a mismatch',
    async (path) => {
      const { html } = await renderPage(path);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      window.history.replaceState(null, '', path);
      const heading = container.querySelector('h1');
      expect(heading?.textContent).toBeTruthy();
      const consoleError = vi.spyOn(console, 'error');

      await preloadPage(path);
      const errors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <App />, { onRecoverableError: (error) => errors.push(error) });
      });

      // The home page moves on from its "starting" state once the mocked session arrives.
      if (path === '/') {
        await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AI Email Specialist'));
      } else {
        // Hydrated at once, not rendered again: the very same element.
        expect(container.querySelector('h1')).toBe(heading);
      }
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );
});
