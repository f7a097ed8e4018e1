import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articles } from 'virtual:blog-index';
import { site } from 'virtual:site';
import { renderRoute } from '../test/render.tsx';

const ALL_SLUGS = [
  'ultimate-guide-to-cold-emailing',
  '5-common-mistakes-in-sales-outreach',
  'how-to-personalize-cold-emails',
  'analyzing-best-cold-email-subject-lines',
  'ab-testing-your-cold-emails',
  'art-of-the-follow-up',
  'never-heard-of-you-emails',
  'spam-to-sale-deliverability-guide',
  'finding-anyones-email-address',
  'crafting-the-perfect-cta',
  'ai-supercharge-cold-email',
  'legal-side-of-cold-emailing',
  'why-your-emails-are-ignored',
  'building-a-high-quality-prospect-list',
  'metrics-that-matter',
  'cold-email-vs-warm-email',
  'writing-for-different-industries',
  'psychology-of-a-great-cold-email',
  'automating-cold-email-outreach',
  'case-study-60-percent-open-rate',
];

describe('site shell', () => {
  it('has a header with the product name and Blog, and a footer with legal and contact links', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'MailMuse' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(within(footer).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', `mailto:${site.contactEmail}`);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('blog', () => {
  it('lists the 19 listed articles with date, read time, title, description and link', async () => {
    renderRoute('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' })).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('article-card'));
    expect(cards).toHaveLength(19);
    expect(screen.getAllByRole('link', { name: 'Read article' })).toHaveLength(19);

    const first = articles.find((article) => article.listed)!;
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(card).getByText(first.description)).toBeInTheDocument();
    expect(within(card).getByText(`${first.readTime} min read`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read article' })).toHaveAttribute('href', `/blog/${first.slug}`);
    expect(card.querySelector('time')).toHaveAttribute('datetime', first.date);
    expect(screen.queryByText(articles.find((article) => !article.listed)!.title)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cold Email Mastery Blog | MailMuse'));
  });

  it('routes all 20 article slugs', () => {
    expect(articles.map((article) => article.slug).sort()).toEqual([...ALL_SLUGS].sort());
  });

  it('shows an article with its date, read time, body and call to action', async () => {
    const article = articles.find((candidate) => candidate.date === '2024-11-26') ?? articles.at(-1)!;
    renderRoute(`/blog/${article.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    if (article.date === '2024-11-26') expect(screen.getByText('November 26, 2024')).toBeInTheDocument();
    expect(screen.getByText(`${article.readTime} min read`)).toBeInTheDocument();
    expect(document.querySelector('.prose')?.textContent?.length).toBeGreaterThan(500);

    expect(screen.getByRole('heading', { name: 'Ready to put this into practice?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Our Email Generator' })).toHaveAttribute(
      'href',
      `/?prompt=${encodeURIComponent(article.prompt)}`,
    );
    expect(screen.getByRole('link', { name: 'More Articles' })).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toBe(`${article.title} | MailMuse`));
  });

  it('reaches the unlisted article by its route', async () => {
    const unlisted = articles.find((article) => !article.listed)!;
    renderRoute(`/blog/${unlisted.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: unlisted.title })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug, inside the layout', async () => {
    renderRoute('/blog/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'August 26, 2025'],
    ['/terms-of-use', 'September 3, 2025'],
    ['/cookie-policy', 'September 3, 2025'],
  ])('%s shows its title, last update, body and Back to Home', async (path, updated) => {
    renderRoute(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect(screen.getByText(`Last updated ${updated}`)).toBeInTheDocument();
    expect(document.querySelector('.prose')?.textContent?.length).toBeGreaterThan(300);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} | MailMuse`));
  });
});

describe('not found', () => {
  it('shows the 404 page and the router hint for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | MailMuse'));
  });
});
