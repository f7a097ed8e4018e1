import type { ArticleMeta, Site } from '@mailmuse/api/contract';

/** One page of the sitemap; `lastmod` is a YYYY-MM-DD date. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export interface FeedInfo {
  title: string;
  description: string;
  /** The page the feed stands for, e.g. `/blog`. */
  path: string;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);

const absolute = (site: Site, pathname: string) => new URL(pathname, site.siteUrl).href;

/** RFC 822 dates, as RSS 2.0 asks: "Tue, 26 Nov 2024 00:00:00 GMT". */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** sitemap.xml (sitemaps.org 0.9) for the given pages, with absolute URLs. */
export function sitemapXml(site: Site, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const parts = [`<loc>${escapeXml(absolute(site, path))}</loc>`];
    if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled, and the sitemap is named by its absolute URL. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, '/sitemap.xml')}\n`;
}

/**
 * rss.xml (RSS 2.0) of the listed articles, newest first: what a reader of the blog index sees.
 * The feed's date is that of its newest article, so a rebuild with the same content is identical.
 */
export function rssXml(site: Site, feed: FeedInfo, articles: ArticleMeta[]): string {
  const items = articles
    .filter((article) => article.listed)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((article) => {
      const url = escapeXml(absolute(site, `/blog/${article.slug}`));
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${rfc822(article.date)}</pubDate>`,
        `      <description>${escapeXml(article.description)}</description>`,
        '    </item>',
      ].join('\n');
    });
  const newest = articles.filter((article) => article.listed).reduce((latest, a) => (a.date > latest ? a.date : latest), '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${feed.title} | ${site.shortName}`)}</title>`,
    `    <link>${escapeXml(absolute(site, feed.path))}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    '    <language>en</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absolute(site, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
