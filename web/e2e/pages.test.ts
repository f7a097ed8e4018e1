// Every page besides the chat: the blog, its 20 articles, the legal pages, the not-found page, and
// how they all fit a phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { loadContent } from '../../api/src/content/index.ts';
import { messageInput, send, waitForChat, waitForHydration, waitForReplies } from './chat-page.ts';
import { browserAvailable, launchBrowser, type PageOptions, type Site, startSite } from './harness.ts';
import { newVisitor } from './visitor.ts';

const content = loadContent();
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

const LEGAL = [
  { path: '/privacy-policy', updated: 'August 26, 2025' },
  { path: '/terms-of-use', updated: 'September 3, 2025' },
  { path: '/cookie-policy', updated: 'September 3, 2025' },
];

/** The header and footer every page carries. */
async function expectShell(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  expect(await header.getByRole('link', { name: content.site.shortName, exact: true }).getAttribute('href')).toBe('/');
  expect(await header.getByRole('link', { name: 'Blog', exact: true }).getAttribute('href')).toBe('/blog');
  const footer = page.getByRole('contentinfo');
  expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  expect(await footer.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms-of-use');
  expect(await footer.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
  expect(await footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(`mailto:${content.site.contactEmail}`);
}

const path = (page: Page) => new URL(page.url()).pathname;

// Every test has its own browser context; they run side by side.
describe.skipIf(!browserAvailable)('pages in a browser', { concurrent: true }, () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const newPage = (test: TestContext, options: PageOptions = {}) => newVisitor(browser, site, test, options);

  it('lists 19 articles on the blog index, each with date, read time, title, description and a link', async (test) => {
    const page = await newPage(test);
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' }).waitFor();
    await expectShell(page);

    const listed = content.articles.filter((article) => article.listed);
    expect(listed).toHaveLength(19);
    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBe(19);
    expect(await page.getByRole('link', { name: 'Read article' }).count()).toBe(19);
    for (const [i, article] of listed.entries()) {
      const text = await cards.nth(i).innerText();
      expect(text).toContain(article.title);
      expect(text).toContain(article.description);
      expect(text).toContain(longDate(article.date));
      expect(text).toContain(`${article.readTime} min read`);
      expect(await cards.nth(i).getByRole('link', { name: 'Read article' }).getAttribute('href')).toBe(`/blog/${article.slug}`);
    }

    await cards.nth(2).getByRole('link', { name: 'Read article' }).click();
    await page.getByRole('heading', { level: 1, name: listed[2]!.title }).waitFor();
    expect(path(page)).toBe(`/blog/${listed[2]!.slug}`);
  });

  it('has 20 article routes', () => {
    expect(content.articles).toHaveLength(20);
  });

  // Two halves side by side: each article is a page load plus a trip to the chat.
  it.for([0, 1])('renders articles (half %i) with title, date, body and a call to action that fills the chat with its prompt', async (half, test) => {
    const page = await newPage(test);
    for (const article of content.articles.filter((_, i) => i % 2 === half)) {
      const response = await page.goto(`/blog/${article.slug}`);
      expect(response?.status()).toBe(200);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      expect(await title.innerText()).toBe(article.title);
      const main = page.getByRole('main');
      const text = await main.innerText();
      expect(text).toContain(longDate(article.date));
      expect(text).toContain(`${article.readTime} min read`);
      expect((await main.locator('.prose').innerText()).length).toBeGreaterThan(800);
      expect(await page.getByRole('heading', { name: 'Ready to put this into practice?' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'More Articles' }).getAttribute('href')).toBe('/blog');
      await expectShell(page);
      expect(await page.title()).toContain(article.title);

      await page.getByRole('link', { name: 'Try Our Email Generator' }).click();
      await waitForChat(page);
      expect(path(page)).toBe('/');
      await test.expect.poll(() => messageInput(page).inputValue()).toBe(article.prompt);
    }
  });

  it('goes back to the blog from an article, by the back button and by "More Articles"', async (test) => {
    const page = await newPage(test);
    const article = content.articles[0]!;
    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' }).waitFor();
    expect(path(page)).toBe('/blog');

    await page.goto(`/blog/${article.slug}`);
    await page.getByRole('link', { name: 'More Articles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' }).waitFor();
    expect(path(page)).toBe('/blog');
  });

  it('shows each legal page with its date and a way back home', async (test) => {
    const page = await newPage(test);
    for (const { path: legalPath, updated } of LEGAL) {
      const legal = content.legal.find((entry) => `/${entry.slug}` === legalPath)!;
      const response = await page.goto(legalPath);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: legal.title }).waitFor();
      await page.getByText(`Last updated ${updated}`).waitFor();
      expect((await page.getByRole('main').locator('.prose').innerText()).length).toBeGreaterThan(500);
      await expectShell(page);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await waitForChat(page);
      expect(path(page)).toBe('/');
    }
    // The footer links reach them too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await page.getByText('Last updated September 3, 2025').waitFor();
    expect(path(page)).toBe('/terms-of-use');
  });

  it('shows the not-found page, inside the site shell, for unknown paths', async (test) => {
    const page = await newPage(test);
    for (const unknown of ['/no/such/page', '/blog/no-such-article']) {
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      await expectShell(page);
    }
    // Reached inside the app too, not only on a fresh load.
    await page.goto('/blog');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
  });

  it('starts a page reached by a link at the top, and returns to where the visitor was on back, forward and reload', async (test) => {
    const page = await newPage(test);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const listed = content.articles.filter((article) => article.listed);
    await page.goto('/blog');
    await waitForHydration(page);

    await page.evaluate(() => window.scrollTo(0, 900));
    await test.expect.poll(scrollY).toBe(900);
    // Clicked where it is, without scrolling it into view first.
    await page.getByRole('link', { name: 'Read article' }).nth(7).evaluate((link: HTMLElement) => link.click());
    await page.getByRole('heading', { level: 1, name: listed[7]!.title }).waitFor();
    await test.expect.poll(scrollY).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await test.expect.poll(scrollY).toBe(250);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' }).waitFor();
    await test.expect.poll(scrollY).toBe(900);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: listed[7]!.title }).waitFor();
    await test.expect.poll(scrollY).toBe(250);

    await page.reload();
    await waitForHydration(page);
    await test.expect.poll(scrollY).toBe(250);

    // The skip link still takes the visitor to the page's content, after a move inside the app too.
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 700));
    await test.expect.poll(scrollY).toBe(700);
    const mainTop = await page.evaluate(() => Math.round(document.getElementById('main')!.getBoundingClientRect().top + window.scrollY));
    await page.getByRole('link', { name: 'Skip to content' }).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.hash === '#main');
    // Whatever the app does about the new history entry happens within a few frames.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await scrollY()).toBe(mainTop);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('fits a 390 px phone: the third feature card is hidden and nothing overflows sideways', async (test) => {
    const page = await newPage(test, { viewport: { width: 390, height: 844 } });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);

    await page.goto('/');
    await waitForChat(page);
    expect(await page.getByRole('heading', { name: 'Any Type of Email' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '2 Perfect Options' }).isVisible()).toBe(true);
    expect(await page.getByText('Chat Interface', { exact: true }).isVisible()).toBe(false);
    expect(await overflow()).toBeLessThanOrEqual(390);
    await send(page, 'Write a cold email to a marketing director at https://example.com/a-very-long-path-that-does-not-break-easily');
    await waitForReplies(page, 1);
    expect(await overflow()).toBeLessThanOrEqual(390);

    for (const pathname of ['/blog', `/blog/${content.articles[0]!.slug}`, '/blog/spam-to-sale-deliverability-guide', '/privacy-policy', '/terms-of-use', '/nope']) {
      await page.goto(pathname);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await overflow(), pathname).toBeLessThanOrEqual(390);
    }
  });
});
