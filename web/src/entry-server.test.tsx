// @vitest-environment node
// Prerendering runs in Node at build time, with no window or document.
import { describe, expect, it } from 'vitest';
import { articles } from 'virtual:blog-index';
import { NOT_FOUND_PATH, outputFile, pageDocument, prerenderSite, renderPage } from './entry-server.tsx';

const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<script type="module" crossorigin src="/assets/index.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('prerendering the site', async () => {
  const files = await prerenderSite(TEMPLATE);
  const unlisted = articles.find((article) => !article.listed)!;

  it('writes a page per route, the not-found page and the crawler files', () => {
    const expected = [
      'index.html',
      'blog/index.html',
      ...articles.map((article) => `blog/${article.slug}/index.html`),
      'privacy-policy/index.html',
      'terms-of-use/index.html',
      'cookie-policy/index.html',
      '404.html',
      'sitemap.xml',
      'robots.txt',
      'rss.xml',
    ];
    expect(articles).toHaveLength(20);
    expect([...files.keys()].sort()).toEqual(expected.sort());
  });

  it('puts each page head into <head>, with exactly one title, and its content into #root', () => {
    for (const [name, html] of files) {
      if (!name.endsWith('.html')) continue;
      const head = headOf(html);
      expect(head.match(/<title>/g), name).toHaveLength(1);
      if (name !== '404.html') expect(head, name).toContain('<meta name="description"');
      expect(bodyOf(html), name).not.toMatch(/<title>|<meta |<link /);
      expect(bodyOf(html), name).toMatch(/<div id="root"><div class="layout">[\s\S]*<h1/);
    }
  });

  it('gives an article its canonical URL, Open Graph tags and JSON-LD Article', () => {
    const article = articles.find((candidate) => candidate.slug === 'art-of-the-follow-up')!;
    const html = files.get('blog/art-of-the-follow-up/index.html')!;
    const url = 'https://mailmuse.app/blog/art-of-the-follow-up';
    expect(headOf(html)).toContain(`<title>${article.title} | MailMuse</title>`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(headOf(html)).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(headOf(html)).toContain('<meta property="og:type" content="article"/>');
    expect(headOf(html)).toContain('<meta property="og:site_name" content="MailMuse"/>');
    expect(headOf(html)).toContain('<meta name="twitter:card" content="summary"/>');

    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: { '@type': 'Organization', name: 'MailMuse' },
      publisher: { '@type': 'Organization', name: 'MailMuse' },
    });
  });

  it('prerenders the home page in its starting state, as a website', () => {
    const html = files.get('index.html')!;
    expect(html).toContain('Starting your AI email specialist...');
    expect(headOf(html)).toContain('<link rel="canonical" href="https://mailmuse.app/"/>');
    expect(headOf(html)).toContain('<meta property="og:type" content="website"/>');
  });

  it('makes 404.html the not-found page, kept out of search results', () => {
    const html = files.get('404.html')!;
    expect(html).toContain('404 Page Not Found');
    expect(headOf(html)).toContain('<meta name="robots" content="noindex"/>');
    expect(headOf(html)).not.toContain('rel="canonical"');
  });

  it('writes no executable inline script: the prerendered path is a JSON data block', () => {
    for (const [name, html] of files) {
      if (!name.endsWith('.html')) continue;
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(tag, name).toMatch(/\bsrc="|type="application\/(?:json|ld\+json)"/);
      }
      const path = name === '404.html' ? NOT_FOUND_PATH : `/${name.replace(/(^|\/)index\.html$/, '')}`;
      expect(html, name).toContain(`</div><script type="application/json" id="prerendered-page">{"path":"${path}"}</script>`);
    }
  });

  it('lists every routable page in the sitemap, the unlisted article too, and not the 404 page', () => {
    const sitemap = files.get('sitemap.xml')!;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(25);
    expect(locs).toContain('https://mailmuse.app/');
    expect(locs).toContain('https://mailmuse.app/blog');
    expect(locs).toContain(`https://mailmuse.app/blog/${unlisted.slug}`);
    expect(locs).toContain('https://mailmuse.app/cookie-policy');
    expect(sitemap).not.toContain('404');
  });

  it('names the sitemap in robots.txt and feeds the listed articles only', () => {
    expect(files.get('robots.txt')).toContain('Sitemap: https://mailmuse.app/sitemap.xml');
    const rss = files.get('rss.xml')!;
    expect(rss.match(/<item>/g)).toHaveLength(19);
    expect(rss).not.toContain(`/blog/${unlisted.slug}<`);
  });
});

describe('rendering one page', () => {
  it('answers 404 for an unknown path or article, and 200 for a known one', async () => {
    expect((await renderPage(NOT_FOUND_PATH)).status).toBe(404);
    expect((await renderPage('/blog/no-such-article')).status).toBe(404);
    expect((await renderPage('/terms-of-use')).status).toBe(200);
  });

  it('maps paths to the files the server sends', () => {
    expect(outputFile('/')).toBe('index.html');
    expect(outputFile('/blog')).toBe('blog/index.html');
    expect(outputFile('/blog/metrics-that-matter')).toBe('blog/metrics-that-matter/index.html');
  });
});

describe('filling the template', () => {
  const page = { status: 200, head: '<title>T</title>', html: '<p>costs $& and $1</p>', data: '' };

  it('inserts text literally, "$" patterns included', () => {
    expect(pageDocument(TEMPLATE, page)).toContain('<div id="root"><p>costs $& and $1</p></div>');
  });

  it('refuses a template with a title of its own or without a root element', () => {
    expect(() => pageDocument(TEMPLATE.replace('<head>', '<head><title>X</title>'), page)).toThrow(/one <title>/);
    expect(() => pageDocument(TEMPLATE.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
  });
});
