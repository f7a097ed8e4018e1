// What the production server sends before any script runs: every page's content and metadata in
// the first response, the crawler files, and a real 404. Plain HTTP, no browser needed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../api/src/content/index.ts';
import { hasChromium } from '../../scripts/services.ts';
import { type Site, startSite } from './harness.ts';

const content = loadContent();
const { siteUrl } = content.site;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// React escapes text and attribute values this way.
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The first paragraph of an HTML body, exactly as it sits in the page. */
const firstParagraph = (html: string) => /<p>(.{40,}?)<\/p>/.exec(html)![1]!;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

interface Expected {
  path: string;
  title: string;
  h1: string;
  body?: string;
}

const PAGES: Expected[] = [
  { path: '/', title: content.site.name, h1: content.site.name, body: 'Starting your AI email specialist...' },
  { path: '/blog', title: 'Cold Email Mastery Blog | MailMuse', h1: 'Cold Email Mastery Blog' },
  ...content.articles.map((article) => ({
    path: `/blog/${article.slug}`,
    title: `${article.title} | MailMuse`,
    h1: article.title,
    body: firstParagraph(article.html),
  })),
  ...content.legal.map((page) => ({
    path: `/${page.slug}`,
    title: `${page.title} | MailMuse`,
    h1: page.title,
    body: firstParagraph(page.html),
  })),
];

/** Every <script> must load a file or be a data block: the policy `script-src 'self'` runs nothing inline. */
function expectNoInlineScript(html: string, where: string): void {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const hasSrc = /\ssrc=/i.test(tag);
    const type = /\stype="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase();
    const dataBlock = type !== undefined && !['module', 'text/javascript', 'application/javascript'].includes(type);
    expect(hasSrc || dataBlock, `${where}: ${tag}`).toBe(true);
  }
}

describe('HTML as served, before any script runs', () => {
  let site: Site;
  const responses = new Map<string, { status: number; type: string; text: string }>();

  async function get(pathname: string) {
    const cached = responses.get(pathname);
    if (cached) return cached;
    const response = await fetch(`${site.url}${pathname}`);
    const result = { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
    responses.set(pathname, result);
    return result;
  }

  beforeAll(async () => {
    // The project's global setup builds only when Chromium is present; this suite needs no browser.
    if (!hasChromium() && !process.env.E2E_SKIP_BUILD) {
      execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
        cwd: path.join(root, 'web'),
        stdio: 'inherit',
      });
    }
    site = await startSite();
  });

  afterAll(async () => {
    await site?.stop();
  });

  it('covers the home page, the blog, 20 articles and 3 legal pages', () => {
    expect(PAGES).toHaveLength(25);
  });

  it.each(PAGES)('$path answers 200 with its title, heading and content', async ({ path: pathname, title, h1, body }) => {
    const { status, type, text } = await get(pathname);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    const head = headOf(text);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(text).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(h1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    if (body) expect(text).toContain(body);
    expect(head).toContain(`<link rel="canonical" href="${new URL(pathname, siteUrl).href}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${new URL(pathname, siteUrl).href}"/>`);
    expect(head).toContain('<meta property="og:title"');
    expect(head).toContain('<meta property="og:description"');
    expect(head).toContain(`<meta property="og:site_name" content="${escapeHtml(content.site.shortName)}"/>`);
    expect(head).toContain('<meta name="twitter:card" content="summary"/>');
    expectNoInlineScript(text, pathname);
  });

  it('marks each article as an article, with JSON-LD Article data', async () => {
    for (const article of content.articles) {
      const { text } = await get(`/blog/${article.slug}`);
      const url = new URL(`/blog/${article.slug}`, siteUrl).href;
      expect(headOf(text)).toContain('<meta property="og:type" content="article"/>');
      const blocks = [...text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      expect(JSON.parse(blocks[0]![1]!)).toMatchObject({
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        mainEntityOfPage: { '@id': url },
        author: { '@type': 'Organization', name: content.site.operator.name },
        publisher: { '@type': 'Organization', name: content.site.operator.name },
      });
    }
  });

  it.each(['/no-such-page', '/blog/no-such-article', '/privacy-policy/more'])(
    '%s answers 404 with the not-found page, kept out of search results',
    async (pathname) => {
      const { status, text } = await get(pathname);
      expect(status).toBe(404);
      expect(text).toContain('404 Page Not Found');
      expect(headOf(text)).toContain('<meta name="robots" content="noindex"/>');
      expect(headOf(text)).not.toContain('rel="canonical"');
      expectNoInlineScript(text, pathname);
    },
  );

  it('lists every routable page in sitemap.xml by absolute URL, and no other', async () => {
    const { status, type, text } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(PAGES.map((page) => new URL(page.path, siteUrl).href).sort());
  });

  it('feeds the 19 listed articles in rss.xml, newest first, and not the unlisted one', async () => {
    const { status, text } = await get('/rss.xml');
    expect(status).toBe(200);
    expect(text).toContain('<rss version="2.0"');
    const links = [...text.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<\/item>/g)].map((match) => match[1]);
    const listed = content.articles.filter((article) => article.listed).sort((a, b) => b.date.localeCompare(a.date));
    expect(listed).toHaveLength(19);
    expect(links).toEqual(listed.map((article) => new URL(`/blog/${article.slug}`, siteUrl).href));
    const unlisted = content.articles.find((article) => !article.listed)!;
    expect(text).not.toContain(`/blog/${unlisted.slug}<`);
    for (const item of text.match(/<item>[\s\S]*?<\/item>/g)!) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(/<guid isPermaLink="true">https:\/\/[^<]+<\/guid>/);
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT<\/pubDate>/);
      expect(item).toMatch(/<description>[^<]+<\/description>/);
    }
  });

  it('names the sitemap in robots.txt', async () => {
    const { status, text } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`);
  });

  it('serves the production build: no script carries the development runtime of React', async () => {
    const { text } = await get('/');
    const entries = [...text.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(entries.length).toBeGreaterThan(0);
    for (const src of entries) {
      const script = await get(src);
      expect(script.status).toBe(200);
      expect(script.text).not.toContain('jsxDEV');
      expect(script.text).not.toContain('react-dom.development');
    }
  });
});
