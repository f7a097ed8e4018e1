// A page that fails shows the error page inside the site's layout; the rest of the site goes on.
import { screen, waitFor, within } from '@testing-library/react';
import type { Article } from '@mailmuse/api/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { articles } from 'virtual:blog-index';
import { renderRoute } from '../test/render.tsx';

const BROKEN = 'metrics-that-matter';

// One article whose page throws as it renders; the others render their title.
vi.mock('../features/blog/article-page.tsx', () => ({
  ArticlePage({ article }: { article: Article }) {
    if (article.slug === BROKEN) throw new Error('The article page broke');
    return <h1>{article.title}</h1>;
  },
}));

// The legal pages' module never arrives, as when the network drops.
vi.mock('../features/legal/legal-page.tsx', () => {
  throw new Error('Failed to fetch the legal page module');
});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // React reports the errors a boundary catches on the console.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function expectErrorInLayout(): Promise<void> {
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(within(main).getByText('This page could not be loaded. Please reload to try again.')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Something went wrong | MailMuse'));
  expect(consoleError).toHaveBeenCalled();
}

describe('a page that fails', () => {
  it('shows the error inside the layout when it throws, and the next page as usual', async () => {
    const { user } = renderRoute(`/blog/${BROKEN}`);
    await expectErrorInLayout();
    expect(String(consoleError.mock.calls.flat().find((arg) => arg instanceof Error))).toContain('The article page broke');

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' })).toBeInTheDocument();
    const next = articles.find((article) => article.listed && article.slug !== BROKEN)!;
    await user.click(screen.getAllByRole('link', { name: 'Read article' })[articles.filter((article) => article.listed).indexOf(next)]!);
    expect(await screen.findByRole('heading', { level: 1, name: next.title })).toBeInTheDocument();
  });

  it('shows the error inside the layout when its module fails to load', async () => {
    renderRoute('/privacy-policy');
    await expectErrorInLayout();
  });
});
