// @vitest-environment node
// Renders every kind of route on the server, with no window or document, as prerendering will.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server.tsx';
import { Site } from './app.tsx';
import { preloadPage } from './routes.tsx';

/** Renders `path` synchronously, with whatever has been loaded so far. */
const renderNow = (path: string) =>
  renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <Site />
      </StaticRouter>
    </StrictMode>,
  );

describe('preloading a page', () => {
  // First in this file: nothing else has loaded any page yet.
  it('loads the modules and content its page renders from, and nothing else', async () => {
    const article = '/blog/art-of-the-follow-up';
    expect(() => renderNow(article)).toThrow(/suspended/);
    await preloadPage(article);
    const html = renderNow(article);
    expect(html).toContain('The Art of the Follow-Up');
    expect(html).toContain('Ready to put this into practice?');
    // Another article's content, the blog index, the legal pages and the home page still wait.
    for (const other of ['/blog/metrics-that-matter', '/blog', '/terms-of-use', '/']) {
      expect(() => renderNow(other), other).toThrow(/suspended/);
    }
    await preloadPage('/terms-of-use');
    expect(renderNow('/terms-of-use')).toContain('Last updated September 3, 2025');
    expect(() => renderNow('/privacy-policy')).toThrow(/suspended/);
  });

  it('needs nothing loaded for an unknown path or article', async () => {
    for (const path of ['/nope', '/blog/no-such-article']) {
      await preloadPage(path);
      expect(renderNow(path)).toContain('404 Page Not Found');
    }
  });
});

describe('prerendering', () => {
  it('runs with no browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['/', 'Starting your AI email specialist...'],
    ['/blog', 'Cold Email Mastery Blog'],
    ['/blog/art-of-the-follow-up', 'Ready to put this into practice?'],
    ['/privacy-policy', 'Last updated August 26, 2025'],
    ['/terms-of-use', 'Last updated September 3, 2025'],
    ['/cookie-policy', 'Last updated September 3, 2025'],
  ])('renders %s to HTML', async (path, text) => {
    const { status, head, html } = await renderPage(path);
    expect(status).toBe(200);
    expect(html).toContain(text);
    expect(html).toContain('Notifications (F8)');
    expect(head).toMatch(/<title>[^<]+\| MailMuse<\/title>|<title>MailMuse — AI Email Writer<\/title>/);
  });

  it('renders unknown paths and slugs as the 404 page with a 404 status', async () => {
    for (const path of ['/nope', '/blog/nope', '/privacy-policy/extra']) {
      const { status, html } = await renderPage(path);
      expect(html).toContain('404 Page Not Found');
      expect(status).toBe(404);
    }
  });
});
