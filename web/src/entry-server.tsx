// The server half of the site: vite/prerender-plugin.ts builds this module for Node after the
// browser build, and writes the files `prerenderSite` returns into dist/.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { articles } from 'virtual:blog-index';
import { legalLoaders } from 'virtual:legal';
import { site } from 'virtual:site';
import { Site } from './app/app.tsx';
import { PAGE_HEAD_END, PAGE_HEAD_START, prerenderedElement } from './app/hydration-data.ts';
import { HttpStatusContext, preloadPage } from './app/routes.tsx';
import { robotsTxt, rssXml, sitemapXml, type SitemapEntry } from './app/site-files.ts';
import { BLOG_DESCRIPTION, BLOG_TITLE } from './features/blog/blog-meta.ts';

/** A path no route claims: its page is the not-found page, served for every unknown path. */
export const NOT_FOUND_PATH = '/404';

const ROOT_ELEMENT = '<div id="root"></div>';

export interface RenderedPage {
  status: number;
  /** The <title>, <meta> and <link> elements the page rendered, for the document's <head>. */
  head: string;
  /** The app's markup, for the root element. */
  html: string;
  /** A JSON data block naming the path the page was rendered for, for the browser to hydrate from. */
  data: string;
}

/**
 * Every page a search engine may index. The unlisted article is in: it has a route, answers 200
 * and names itself as its canonical URL, so leaving it out would contradict the page itself; only
 * the blog index and the feed keep to the listed articles. The not-found page is out (noindex).
 */
export async function sitePages(): Promise<SitemapEntry[]> {
  const newestListed = articles
    .filter((article) => article.listed)
    .map((article) => article.date)
    .sort()
    .at(-1);
  const legal = await Promise.all(Object.values(legalLoaders).map(async (load) => (await load()).page));
  return [
    { path: '/' },
    { path: '/blog', lastmod: newestListed },
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.date })),
    ...legal.map((page) => ({ path: `/${page.slug}`, lastmod: page.updated })),
  ];
}

// renderToString puts the elements React hoists (<title>, <meta>, <link>) before the app's markup,
// since it renders no <head> of its own. React escapes "<" and ">" in text and attributes.
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * Renders `pathname` as the browser will hydrate it: with its page's module and content loaded
 * first, as the browser loads them before hydrating. Fails if the page throws or suspends.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  await preloadPage(pathname);
  let status = 200;
  const markup = renderToString(
    <StrictMode>
      <HttpStatusContext value={(code) => (status = code)}>
        <StaticRouter location={pathname}>
          <Site />
        </StaticRouter>
      </HttpStatusContext>
    </StrictMode>,
  );
  const head = HOISTED.exec(markup)![0];
  return {
    status,
    head,
    html: markup.slice(head.length),
    data: prerenderedElement(pathname),
  };
}

/** The built index.html with a page's head, markup and data block filled in. */
export function pageDocument(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) {
    throw new Error(`index.html needs a </head> and an empty ${ROOT_ELEMENT}`);
  }
  const titles = (template + page.head).match(/<title>/g)?.length ?? 0;
  if (titles !== 1) throw new Error(`A page must have exactly one <title>, found ${titles}`);
  // Replacer functions: a "$" in an article must not be read as a replacement pattern.
  return template
    .replace('</head>', () => `${PAGE_HEAD_START}${page.head}${PAGE_HEAD_END}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.data}`);
}

/** `/` -> `index.html`, `/blog` -> `blog/index.html`: what the server sends for a known route. */
export function outputFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
}

/**
 * The whole static site beside the built assets: one prerendered page per route, 404.html,
 * sitemap.xml, robots.txt and rss.xml, by file name relative to the output folder.
 */
export async function prerenderSite(template: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const pages = await sitePages();
  for (const { path } of pages) {
    const page = await renderPage(path);
    if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
    files.set(outputFile(path), pageDocument(template, page));
  }
  const notFound = await renderPage(NOT_FOUND_PATH);
  if (notFound.status !== 404) throw new Error(`${NOT_FOUND_PATH} should be the not-found page, got status ${notFound.status}`);
  files.set('404.html', pageDocument(template, notFound));

  files.set('sitemap.xml', sitemapXml(site, pages));
  files.set('robots.txt', robotsTxt(site));
  files.set('rss.xml', rssXml(site, { title: BLOG_TITLE, description: BLOG_DESCRIPTION, path: '/blog' }, articles));
  return files;
}
