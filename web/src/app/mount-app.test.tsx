import { act, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PATH, pageDocument, renderPage } from '../entry-server.tsx';
import { PRERENDERED_ID, readPrerendered, samePage } from './hydration-data.ts';
import { mountApp } from './mount-app.tsx';

const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';

/** Puts a prerendered document into jsdom as the server would send it for `visitedPath`. */
async function loadPrerendered(prerenderedPath: string, visitedPath = prerenderedPath): Promise<HTMLElement> {
  const html = pageDocument(TEMPLATE, await renderPage(prerenderedPath));
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', visitedPath);
  return document.getElementById('root')!;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function mount(container: HTMLElement): Promise<unknown[]> {
  const recoverable: unknown[] = [];
  await act(async () => {
    root = await mountApp(container, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return recoverable;
}

describe('starting on a prerendered page', () => {
  it.each([
    ['/blog', 'Cold Email Mastery Blog | MailMuse'],
    ['/blog/art-of-the-follow-up', 'The Art of the Follow-Up: Cadence, Content and When to Stop | MailMuse'],
    ['/cookie-policy', 'Cookie Policy | MailMuse'],
  ])('%s hydrates the markup in place, with no mismatch and no request', async (path, title) => {
    const container = await loadPrerendered(path);
    const heading = container.querySelector('h1')!;
    const consoleError = vi.spyOn(console, 'error');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    expect(await mount(container)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    // Hydrated, not rendered again: the very same element.
    expect(container.querySelector('h1')).toBe(heading);
    // The head tags written by prerendering are adopted, not added a second time.
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('hydrates the home page in its starting state, then starts the chat', async () => {
    const container = await loadPrerendered('/');
    expect(container).toHaveTextContent('Starting your AI email specialist...');
    const consoleError = vi.spyOn(console, 'error');

    expect(await mount(container)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('AI Email Specialist'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:url"]')).toHaveLength(1);
  });

  it.each(['/no/such/page', '/privacy-policy/extra', '/blog/no-such-article'])(
    '404.html served at %s shows the not-found page with no mismatch and no request',
    async (path) => {
      const container = await loadPrerendered(NOT_FOUND_PATH, path);
      const consoleError = vi.spyOn(console, 'error');
      const fetchSpy = vi.spyOn(globalThis, 'fetch');

      expect(await mount(container)).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(container.querySelector('h1')).toHaveTextContent('404 Page Not Found');
      expect(container.querySelectorAll('h1')).toHaveLength(1);
      expect(document.title).toBe('Page Not Found | MailMuse');
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
      expect(document.head.querySelector('meta[charset]')).not.toBeNull();
      // Rendered for the visited path: under /blog the header marks the blog as current.
      const blogLink = container.querySelector('header a[href="/blog"]')!;
      expect(blogLink.getAttribute('aria-current')).toBe(path.startsWith('/blog/') ? 'page' : null);
    },
  );

  it('renders from scratch when the document holds no prerendered page', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/terms-of-use');
    const container = document.getElementById('root')!;
    await mount(container);
    await waitFor(() => expect(container.querySelector('h1')).toHaveTextContent('Terms of Use'));
  });
});

describe('the prerendered page block', () => {
  it('names the path the document was rendered for', async () => {
    await loadPrerendered('/blog/art-of-the-follow-up');
    expect(readPrerendered()).toEqual({ path: '/blog/art-of-the-follow-up' });
    await loadPrerendered(NOT_FOUND_PATH, '/blog/no-such-article');
    expect(readPrerendered()).toEqual({ path: NOT_FOUND_PATH });
  });

  it('is absent from a document that was not prerendered, and a malformed block is refused', () => {
    expect(readPrerendered()).toBeUndefined();
    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_ID}">{"path": 3}</script>`;
    expect(() => readPrerendered()).toThrow();
    document.body.innerHTML = `<script type="application/json" id="${PRERENDERED_ID}">not json</script>`;
    expect(() => readPrerendered()).toThrow();
  });

  it('compares paths the way the server does, ignoring trailing slashes', () => {
    expect(samePage('/blog', '/blog/')).toBe(true);
    expect(samePage('/', '/')).toBe(true);
    expect(samePage('/404', '/blog/nope')).toBe(false);
  });
});
