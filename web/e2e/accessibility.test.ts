// axe-core on every screen in light and dark, plus what axe cannot see: motion and colour preferences.
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { send, visibleToasts, waitForChat, waitForReplies } from './chat-page.ts';
import { browserAvailable, launchBrowser, type PageOptions, type Site, startSite } from './harness.ts';
import { newVisitor } from './visitor.ts';

const PAGES = ['/blog', '/blog/art-of-the-follow-up', '/privacy-policy', '/terms-of-use', '/cookie-policy', '/no-such-page'];

/** One line per violation and element, readable in a failed assertion. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`),
  );
}

async function axeViolations(page: Page): Promise<string[]> {
  // Every rule axe enables by default (WCAG 2.x A and AA plus its best practices), and one it
  // still calls experimental: a control's accessible name must contain its visible label.
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return describeViolations(results.violations);
}

describe.skipIf(!browserAvailable)('accessibility in a browser', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  // Still pictures for axe: no animation caught half-way.
  const newPage = (test: TestContext, options: PageOptions = {}) => newVisitor(browser, site, test, { reducedMotion: 'reduce', ...options });

  // Light and dark run side by side, one page each: axe is the slow part and Chromium has two cores.
  const bothSchemes = (check: (colorScheme: 'light' | 'dark') => Promise<void>) => Promise.all([check('light'), check('dark')]);

  it('finds no axe violation on the home page before and after a reply, light and dark', async (test) => {
    await bothSchemes(async (colorScheme) => {
      const page = await newPage(test, { colorScheme, permissions: ['clipboard-read', 'clipboard-write'] });
      await page.goto('/');
      await waitForChat(page);
      // Before a reply, with every part of the page showing: a prompt-idea category open, a template chosen.
      await page.getByRole('region', { name: 'Prompt ideas' }).getByRole('button', { name: /Job & Career/ }).click();
      await page.getByRole('region', { name: 'Prompt ideas' }).getByRole('button', { name: 'Copy prompt' }).first().waitFor();
      await page.getByRole('region', { name: 'Templates' }).getByRole('button').first().click();
      await page.getByText('Using template:').waitFor();
      expect(await axeViolations(page), `home, before a reply (${colorScheme})`).toEqual([]);

      // A finished reply with its options, and a toast on screen.
      await send(page, 'Write a thank-you email to my manager for the promotion');
      await waitForReplies(page, 1);
      await page.getByRole('button', { name: 'Copy option 1', exact: true }).click();
      await visibleToasts(page).first().waitFor();
      expect(await axeViolations(page), `home, after a reply (${colorScheme})`).toEqual([]);
    });
  });

  it('finds no axe violation on the blog, an article, the legal pages and the 404 page, light and dark', async (test) => {
    const found: Record<string, string[]> = {};
    await bothSchemes(async (colorScheme) => {
      const page = await newPage(test, { colorScheme });
      for (const pathname of PAGES) {
        await page.goto(pathname);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${pathname} (${colorScheme})`] = violations;
      }
    });
    expect(found).toEqual({});
  });

  it('gives the failed-reply state and the phone layout no axe violation', async (test) => {
    const page = await newPage(test, { viewport: { width: 390, height: 844 } });
    await page.route('**/api/chat/generate/stream', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.route('**/api/chat/generate', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto('/');
    await waitForChat(page);
    await send(page, 'Complain about a late delivery');
    await page.getByRole('alert').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds no axe violation on a phone: the home page after a reply, and articles with tables and example emails', async (test) => {
    const page = await newPage(test, { viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto('/');
    await waitForChat(page);
    await send(page, 'Write a thank-you email to my manager for the promotion');
    await waitForReplies(page, 1);
    await page.getByRole('button', { name: 'Open in... (option 1)' }).click();
    expect(await axeViolations(page), 'home, after a reply, on a phone').toEqual([]);

    const found: Record<string, string[]> = {};
    for (const pathname of ['/blog/ab-testing-your-cold-emails', '/blog/spam-to-sale-deliverability-guide', '/blog/ultimate-guide-to-cold-emailing']) {
      await page.goto(pathname);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const violations = await axeViolations(page);
      if (violations.length > 0) found[pathname] = violations;
      // Nothing is cut off or wider than the phone: tables and code blocks fit the column.
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        blocks: [...document.querySelectorAll<HTMLElement>('.prose pre, .prose table')].filter((element) => element.scrollWidth > element.clientWidth + 1).length,
      }));
      expect(overflow, pathname).toEqual({ page: 0, blocks: 0 });
    }
    expect(found).toEqual({});
  });

  it('respects reduced motion: no smooth scrolling and no running animations', async (test) => {
    const page = await newPage(test, { reducedMotion: 'reduce' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat/new', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const wheel = page.locator('.spinner__wheel');
    await wheel.waitFor();
    const spinner = await wheel.evaluate((element) => getComputedStyle(element).animationDuration);
    expect(parseFloat(spinner)).toBeLessThan(0.001);
    release();
    await waitForChat(page);

    const styles = await page.getByRole('region', { name: 'Conversation' }).evaluate((element) => ({
      scroller: getComputedStyle(element).scrollBehavior,
      root: getComputedStyle(document.documentElement).scrollBehavior,
    }));
    expect(styles).toEqual({ scroller: 'auto', root: 'auto' });

    // A reply in flight shows the typing dots; their animation is switched off too.
    await page.route('**/api/chat/generate/stream', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await send(page, 'Write a thank-you email to my manager for the promotion');
    const dots = page.locator('.typing__dots span').first();
    await dots.waitFor();
    expect(parseFloat(await dots.evaluate((element) => getComputedStyle(element).animationDuration))).toBeLessThan(0.001);
    await waitForReplies(page, 1);

    // Without the preference, the same elements animate.
    const moving = await newPage(test, { reducedMotion: 'no-preference' });
    await moving.route('**/api/chat/new', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await moving.goto('/');
    const movingWheel = moving.locator('.spinner__wheel');
    await movingWheel.waitFor();
    expect(parseFloat(await movingWheel.evaluate((element) => getComputedStyle(element).animationDuration))).toBeGreaterThan(0.1);
  });

  it('follows the system colour scheme', async (test) => {
    const background = async (colorScheme: 'light' | 'dark') => {
      const page = await newPage(test, { colorScheme });
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1 }).waitFor();
      const colors = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
      }));
      return colors;
    };
    const light = await background('light');
    const dark = await background('dark');
    expect(dark.background).not.toBe(light.background);
    expect(dark.text).not.toBe(light.text);
    const luminance = (color: string) => {
      const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.map(Number);
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    expect(luminance(dark.background)).toBeLessThan(luminance(light.background));
  });
});
