import { createContext, use } from 'react';
import { matchRoutes, useParams, type Params, type RouteObject } from 'react-router-dom';
import { articleLoaders } from 'virtual:articles';
import { legalLoaders } from 'virtual:legal';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { createLoader, lazyComponent, useLoaded } from './lazy.ts';
import { RootLayout } from './root-layout.tsx';

// Pages load on demand, each in its own chunk: the blog and legal pages carry no chat code, and
// the home page no blog or legal code.
const HomePage = lazyComponent(() => import('../features/chat/home.route.tsx').then((module) => module.Component));
const BlogIndexPage = lazyComponent(() => import('../features/blog/blog-index-page.tsx').then((module) => module.BlogIndexPage));
const ArticlePage = lazyComponent(() => import('../features/blog/article-page.tsx').then((module) => module.ArticlePage));
const LegalPage = lazyComponent(() => import('../features/legal/legal-page.tsx').then((module) => module.LegalPage));

// So is each article's and each legal page's content.
const isArticle = (slug: string) => Object.hasOwn(articleLoaders, slug);
const articles = createLoader(async (slug: string) => {
  const load = articleLoaders[slug];
  if (!load) throw new Error(`No article ${slug}`);
  return (await load()).article;
});
const legalPages = createLoader(async (slug: string) => {
  const load = legalLoaders[slug];
  if (!load) throw new Error(`No legal page ${slug}`);
  return (await load()).page;
});

/**
 * Told the HTTP status of the page being rendered, where someone listens: prerendering does, to
 * give the not-found page its 404.
 */
export const HttpStatusContext = createContext<((status: number) => void) | null>(null);

function NotFound() {
  use(HttpStatusContext)?.(404);
  return <NotFoundPage />;
}

function Article({ slug }: { slug: string }) {
  return <ArticlePage article={useLoaded(articles, slug)} />;
}

/** `/blog/:slug`: the article, or the not-found page for a slug no article has. */
function ArticleRoute() {
  const { slug = '' } = useParams();
  return isArticle(slug) ? <Article slug={slug} /> : <NotFound />;
}

function Legal({ slug }: { slug: string }) {
  return <LegalPage page={useLoaded(legalPages, slug)} />;
}

/** A route, and what its page needs loaded to render at once (its module, its content). */
type SiteRoute = RouteObject & { preload?: (params: Params) => Promise<unknown> };

const pages: SiteRoute[] = [
  { index: true, element: <HomePage />, preload: () => HomePage.preload() },
  { path: 'blog', element: <BlogIndexPage />, preload: () => BlogIndexPage.preload() },
  {
    path: 'blog/:slug',
    element: <ArticleRoute />,
    preload: async ({ slug = '' }) => isArticle(slug) && Promise.all([ArticlePage.preload(), articles.preload(slug)]),
  },
  // /privacy-policy, /terms-of-use, /cookie-policy: one route per legal page of the content.
  ...Object.keys(legalLoaders).map(
    (slug): SiteRoute => ({
      path: slug,
      element: <Legal slug={slug} />,
      preload: () => Promise.all([LegalPage.preload(), legalPages.preload(slug)]),
    }),
  ),
  { path: '*', element: <NotFound /> },
];

/**
 * Every route of the site, shared by the browser, prerendering and tests: each page inside the
 * layout, and the not-found page for any other path.
 */
export const routes: SiteRoute[] = [{ element: <RootLayout />, children: pages }];

/**
 * Loads everything the page at `pathname` renders from, so that hydrating its prerendered HTML
 * (or prerendering it) renders the whole page at once instead of suspending.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route, params }) => route.preload?.(params)));
}
