// Moving between pages inside the app, in the browser router: each page's module and content load
// on the way, history works, and the scroll position follows the visitor.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articles } from 'virtual:blog-index';
import { App } from './app.tsx';

/** The window's scroll position, which jsdom (having no layout) never moves by itself. */
let scrollY = 0;
const scrollTo = vi.fn();

function scrollBy(visitor: number) {
  scrollY = visitor;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockReset().mockImplementation((_x: number, y: number) => scrollBy(y));
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function start(path: string) {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<App />);
  return user;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Back or forward in the window's history, as the browser's buttons do. */
async function traverse(direction: 'back' | 'forward') {
  const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    window.history[direction]();
    await moved;
  });
}

describe('moving between pages', () => {
  const listed = articles.filter((article) => article.listed);

  it('loads each page and its content on the way, and goes back and forward', async () => {
    const user = start('/blog');
    await heading('Cold Email Mastery Blog');

    const card = screen.getAllByRole('listitem').find((item) => within(item).queryByText(listed[2]!.title))!;
    await user.click(within(card).getByRole('link', { name: 'Read article' }));
    expect(await heading(listed[2]!.title)).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/blog/${listed[2]!.slug}`);
    expect(document.querySelector('.prose')?.textContent?.length).toBeGreaterThan(500);
    await waitFor(() => expect(document.title).toBe(`${listed[2]!.title} | MailMuse`));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    // The header marks the blog as the current section.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Cookie Policy' }));
    expect(await screen.findByText('Last updated September 3, 2025')).toBeInTheDocument();
    expect(document.querySelector('.prose')?.textContent?.length).toBeGreaterThan(300);
    await waitFor(() => expect(document.title).toBe('Cookie Policy | MailMuse'));

    await traverse('back');
    expect(await heading(listed[2]!.title)).toBeInTheDocument();
    await traverse('back');
    expect(await heading('Cold Email Mastery Blog')).toBeInTheDocument();
    await traverse('forward');
    expect(await heading(listed[2]!.title)).toBeInTheDocument();

    // From one article straight to another, and to one no article has.
    await act(async () => {
      window.history.pushState(null, '', `/blog/${listed[5]!.slug}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await heading(listed[5]!.title)).toBeInTheDocument();
    await act(async () => {
      window.history.pushState(null, '', '/blog/no-such-article');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await heading('404 Page Not Found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | MailMuse'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("takes an article's call to action to the chat, its prompt in the input", async () => {
    const article = listed[0]!;
    const user = start(`/blog/${article.slug}`);
    await heading(article.title);
    await user.click(screen.getByRole('link', { name: 'Try Our Email Generator' }));
    const input = await screen.findByRole('textbox', { name: 'Describe the email you need' });
    expect(window.location.pathname).toBe('/');
    await waitFor(() => expect(input).toHaveValue(article.prompt));
  });
});

describe('scrolling', () => {
  it('starts a new page at the top and returns to where the visitor was on going back and forward', async () => {
    // A page no other test here has loaded afresh: none has a saved position.
    const article = articles.filter((candidate) => candidate.listed)[3]!;
    const user = start(`/blog/${article.slug}`);
    await heading(article.title);
    // Freshly loaded: the browser has put the page where it should be.
    expect(scrollTo).not.toHaveBeenCalled();

    scrollBy(640);
    await user.click(screen.getByRole('link', { name: 'More Articles' }));
    await heading('Cold Email Mastery Blog');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(300);

    await traverse('back');
    await heading(article.title);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await traverse('forward');
    await heading('Cold Email Mastery Blog');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the positions in the tab when the visitor leaves the page', async () => {
    start('/terms-of-use');
    await heading('Terms of Use');
    // The scroll keeper starts in an effect, which may run just after the page is on screen.
    await waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
    scrollBy(420);

    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('scroll-positions') ?? '{}') as Record<string, number>;
    expect(saved['load:/terms-of-use']).toBe(420);
    // Back to this document from another one, the browser puts it where it was.
    expect(window.history.scrollRestoration).toBe('auto');
    window.dispatchEvent(new Event('pageshow'));
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
