// @vitest-environment node
// Renders every kind of route on the server, with no window or document, as prerendering will.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

async function prerender(path: string): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    status: context.statusCode,
    html: renderToString(<StaticRouterProvider router={router} context={context} />),
  };
}

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
    const { status, html } = await prerender(path);
    expect(status).toBe(200);
    expect(html).toContain(text);
    expect(html).toContain('Notifications (F8)');
    expect(html).toMatch(/<title>[^<]+\| MailMuse<\/title>|<title>MailMuse — AI Email Writer<\/title>/);
  });

  it('renders unknown paths and slugs as the 404 page with a 404 status', async () => {
    for (const path of ['/nope', '/blog/nope']) {
      const { status, html } = await prerender(path);
      expect(html).toContain('404 Page Not Found');
      expect(status).toBe(404);
    }
  });
});
