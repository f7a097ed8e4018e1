import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { Article } from '@mailmuse/api/contract';
import { articleLoaders } from 'virtual:articles';

export { ArticlePage as Component } from './article-page.tsx';

/** Loads one article's chunk; an unknown slug is a 404 for the not-found page. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Article> {
  const slug = params.slug ?? '';
  const load = Object.hasOwn(articleLoaders, slug) ? articleLoaders[slug] : undefined;
  if (!load) throw data('Article not found', { status: 404 });
  return (await load()).article;
}
