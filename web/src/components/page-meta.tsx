import { site } from 'virtual:site';
import { jsonForScript } from '../lib/script-json.ts';

/** `/blog/x` -> `https://site/blog/x`: canonical and social URLs must be absolute. */
export function absoluteUrl(pathname: string): string {
  return new URL(pathname, site.siteUrl).href;
}

/** "Page name | MailMuse": every page but the home page names itself before the site. */
export function pageTitle(name: string): string {
  return `${name} | ${site.shortName}`;
}

export interface SocialMetaProps {
  /** The page's own name, without the site's. */
  title: string;
  description: string;
  /** The page's path, e.g. `/blog`; its absolute form is the canonical URL. */
  path: string;
  type?: 'website' | 'article';
}

/**
 * The canonical link and the Open Graph and Twitter tags. React hoists them into <head>, and
 * prerendering moves them there in the static HTML, so crawlers that run no script still see them.
 */
export function SocialMeta({ title, description, path, type = 'website' }: SocialMetaProps) {
  const url = absoluteUrl(path);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={site.shortName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {/* Twitter reads the og: tags for the title and description. */}
      <meta name="twitter:card" content="summary" />
    </>
  );
}

/**
 * A page's whole head: the one <title> ("Name | MailMuse"), the description, then the canonical
 * and social tags, where the name stands alone since og:site_name carries the site.
 */
export function PageMeta(props: SocialMetaProps) {
  return (
    <>
      <title>{pageTitle(props.title)}</title>
      <meta name="description" content={props.description} />
      <SocialMeta {...props} />
    </>
  );
}

/** Structured data as a JSON-LD data block: never executed, so the script-src policy allows it. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

export interface ArticleFacts {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  path: string;
}

/** schema.org Article for an article page; the site's operator is both author and publisher. */
export function articleJsonLd({ title, description, date, path }: ArticleFacts): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: site.operator.name, url: absoluteUrl('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    datePublished: date,
    url: absoluteUrl(path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
    author: organization,
    publisher: organization,
  };
}
