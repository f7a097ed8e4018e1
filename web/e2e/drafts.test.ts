// Shaping and sending an email option, in Chromium against the production server and its built-in composer.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replyOptions, send, visibleToasts, waitForChat, waitForReplies } from './chat-page.ts';
import { browserAvailable, launchBrowser, openPage, type PageOptions, type Site, startSite } from './harness.ts';

const REQUEST = 'Ask my landlord to fix the heating by Friday';

describe.skipIf(!browserAvailable)('drafts in a browser', () => {
  let site: Site;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const errors = pageErrors;
    pageErrors = [];
    expect(errors).toEqual([]);
  });

  /** A visitor with one finished reply to REQUEST. */
  async function withReply(options: PageOptions = {}): Promise<Page> {
    const { context, page, errors } = await openPage(browser, site, '/', options);
    contexts.push(context);
    pageErrors = errors;
    page.setDefaultTimeout(15_000);
    await waitForChat(page);
    await send(page, REQUEST);
    await waitForReplies(page, 1);
    return page;
  }

  const card = (page: Page, n: number): Locator => page.getByRole('article', { name: `Option ${n}`, exact: true });

  /** Waits until no reply is being written or rewritten. */
  async function settled(page: Page): Promise<void> {
    await expect.poll(() => page.locator('.message--assistant[aria-busy="true"]').count(), { timeout: 20_000, interval: 50 }).toBe(0);
  }

  it('"Shorter" rewrites option 1 only: it gets shorter, option 2 stays identical', async () => {
    const page = await withReply();
    const refines: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/chat/generate') && request.method() === 'POST') refines.push(request.postDataJSON());
    });
    const [first, second] = await replyOptions(page, 0);

    await card(page, 1).getByRole('button', { name: 'Make option 1 shorter' }).click();
    await page.getByText('Option 1 is now shorter').waitFor();
    await settled(page);

    expect(refines).toEqual([expect.objectContaining({ userMessage: 'Make option 1 shorter', refine: { optionIndex: 0, instruction: 'shorter' } })]);
    const [shorter, kept] = await replyOptions(page, 0);
    expect(shorter!.body.length).toBeLessThan(first!.body.length);
    expect(kept).toEqual(second);
    // Rewritten in place: still one reply, and the request was not added to the conversation.
    expect(await page.locator('.option-card').count()).toBe(2);
    expect(await page.locator('.message--user').count()).toBe(1);
  });

  it('copies both as "subject, blank line, body", and the copy shortcut copies the last option', async () => {
    const page = await withReply({ permissions: ['clipboard-read', 'clipboard-write'] });
    const [first, second] = await replyOptions(page, 0);

    await card(page, 1).getByRole('button', { name: 'Copy option 1', exact: true }).click();
    await visibleToasts(page).filter({ hasText: 'Option 1 copied to clipboard' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${first!.subject}\n\n${first!.body}`);

    await page.getByRole('textbox', { name: 'Describe the email you need' }).focus();
    await page.keyboard.press('Alt+Shift+KeyC');
    await visibleToasts(page).filter({ hasText: 'Option 2 copied to clipboard' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${second!.subject}\n\n${second!.body}`);
  });

  it('links to the email app with the subject encoded', async () => {
    const page = await withReply();
    const [first] = await replyOptions(page, 0);
    await card(page, 1).getByRole('button', { name: 'Open in... (option 1)' }).click();
    const mailto = card(page, 1).getByRole('link', { name: 'Open in email app (option 1)' });
    const href = (await mailto.getAttribute('href'))!;
    expect(href.startsWith(`mailto:?subject=${encodeURIComponent(first!.subject)}&body=`)).toBe(true);
    expect(new URLSearchParams(href.slice('mailto:?'.length)).get('subject')).toBe(first!.subject);
    expect(await mailto.getAttribute('target')).toBe('_blank');
  });

  it('selects a clicked placeholder in the editor, ready to type over', async () => {
    const page = await withReply();
    const placeholder = card(page, 1).locator('.option-card__body mark').first();
    const text = await placeholder.innerText();
    expect(text).toMatch(/^\[.+\]$/);
    await placeholder.click();

    const body = card(page, 1).getByRole('textbox', { name: 'Body of option 1' });
    await body.waitFor();
    const selection = await body.evaluate((element: HTMLTextAreaElement) => ({
      focused: document.activeElement === element,
      selected: element.value.slice(element.selectionStart, element.selectionEnd),
    }));
    expect(selection).toEqual({ focused: true, selected: text });

    await page.keyboard.type('Mr Jones');
    await card(page, 1).getByRole('button', { name: 'Done editing option 1' }).click();
    expect(await card(page, 1).locator('.option-card__body').innerText()).toContain('Mr Jones');
  });

  it('fits a 390 px screen in the dark theme with every tool open', async () => {
    const page = await withReply({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await card(page, 1).getByRole('button', { name: 'Open in... (option 1)' }).click();
    await card(page, 1).getByRole('button', { name: 'Change option 1...' }).click();
    await card(page, 2).getByRole('button', { name: 'Edit option 2' }).click();
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();

    const overflow = await page.evaluate(() => {
      const wide = [...document.querySelectorAll<HTMLElement>('.option-card, .option-card *, .shortcuts__panel')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
      });
      return { page: document.documentElement.scrollWidth, wide: wide.map((element) => element.className || element.tagName) };
    });
    expect(overflow).toEqual({ page: 390, wide: [] });
    // Dark theme: the card is dark, its text light.
    const colours = await card(page, 1).evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      text: getComputedStyle(element.querySelector('.option-card__body')!).color,
    }));
    expect(colours).toEqual({ background: 'rgb(19, 26, 44)', text: 'rgb(232, 235, 244)' });
  });
});
