import { describe, expect, it } from 'vitest';
import type { ArticleMeta, Site } from '@mailmuse/api/contract';
import { robotsTxt, rssXml, sitemapXml } from './site-files.ts';

const site: Site = {
  name: 'Test & Co — Writer',
  shortName: 'Test & Co',
  tagline: 'Tagline',
  contactEmail: 'hi@example.com',
  operator: { name: 'Test & Co', location: 'Somewhere' },
  siteUrl: 'https://example.com',
};

const article = (slug: string, date: string, listed = true): ArticleMeta => ({
  slug,
  title: `Title <${slug}> & "more"`,
  description: `About ${slug} & more`,
  date,
  readTime: 5,
  listed,
  prompt: 'Write a cold email to a prospect',
});

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

describe('sitemap.xml', () => {
  it('is well-formed XML with absolute URLs and the dates given', () => {
    const doc = parse(sitemapXml(site, [{ path: '/' }, { path: '/blog/a&b', lastmod: '2024-11-26' }]));
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]!.textContent)).toEqual([
      'https://example.com/',
      'https://example.com/blog/a&b',
    ]);
    expect(urls[0]!.getElementsByTagName('lastmod')).toHaveLength(0);
    expect(urls[1]!.getElementsByTagName('lastmod')[0]!.textContent).toBe('2024-11-26');
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap by its absolute URL', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n');
  });
});

describe('rss.xml', () => {
  const feed = { title: 'The Blog', description: 'Posts & advice', path: '/blog' };
  const xml = rssXml(site, feed, [
    article('older', '2024-10-01'),
    article('hidden', '2025-01-01', false),
    article('newest', '2024-12-24'),
    article('middle', '2024-11-26'),
  ]);
  const doc = parse(xml);

  it('describes the channel', () => {
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(channel.getElementsByTagName('title')[0]!.textContent).toBe('The Blog | Test & Co');
    expect(channel.getElementsByTagName('link')[0]!.textContent).toBe('https://example.com/blog');
    expect(channel.getElementsByTagName('lastBuildDate')[0]!.textContent).toBe('Tue, 24 Dec 2024 00:00:00 GMT');
  });

  it('lists the listed articles newest first, each with title, link, guid, date and description', () => {
    const items = [...doc.getElementsByTagName('item')];
    const field = (item: Element, name: string) => item.getElementsByTagName(name)[0]!.textContent;
    expect(items.map((item) => field(item, 'link'))).toEqual([
      'https://example.com/blog/newest',
      'https://example.com/blog/middle',
      'https://example.com/blog/older',
    ]);
    const first = items[0]!;
    expect(field(first, 'title')).toBe('Title <newest> & "more"');
    expect(field(first, 'guid')).toBe('https://example.com/blog/newest');
    expect(first.getElementsByTagName('guid')[0]!.getAttribute('isPermaLink')).toBe('true');
    expect(field(first, 'pubDate')).toBe('Tue, 24 Dec 2024 00:00:00 GMT');
    expect(field(first, 'description')).toBe('About newest & more');
    expect(xml).not.toContain('hidden');
  });
});
