// The chat as a visitor reads it, on a laptop and on a phone: a reply in the page's flow and read
// from its start, the input brought to them after a template, a prompt idea or an article's link,
// a skip link and a short Tab path to the input, and a page that does not jump while it loads.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { messageInput, send, waitForChat, waitForReplies } from './chat-page.ts';
import { browserAvailable, launchBrowser, type Site, startSite } from './harness.ts';
import { innerScrollers, readableArea, recordLayoutShifts, VIEWPORTS, waitInView } from './viewports.ts';
import { newVisitor } from './visitor.ts';

const THANKS = 'Write a thank-you email to my manager for the promotion';
const ARTICLE = '/blog/art-of-the-follow-up';

/** The input is focused, shows `text` with the caret at its end, and lies in the readable area. */
async function expectInputReady(page: Page, text: string): Promise<void> {
  await waitInView(page, '#chat-message');
  const state = await messageInput(page).evaluate((element: HTMLTextAreaElement) => ({
    focused: document.activeElement === element,
    value: element.value,
    start: element.selectionStart,
    end: element.selectionEnd,
  }));
  expect(state).toEqual({ focused: true, value: text, start: text.length, end: text.length });
}

describe.skipIf(!browserAvailable)('reading the chat', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  describe.each(VIEWPORTS)('on a $name', ({ viewport }) => {
    async function visit(test: TestContext): Promise<Page> {
      const page = await newVisitor(browser, site, test, { viewport });
      await page.goto('/');
      await waitForChat(page);
      return page;
    }

    it('reads a finished reply in the page: option 1\'s subject in view under the header, cards wide enough, no inner scroller', async (test) => {
      const page = await visit(test);
      await send(page, THANKS);
      await waitForReplies(page, 1);

      // The reply's start comes into view when it is done (a smooth scroll takes a moment).
      await waitInView(page, '.message--reply .option-card__subject');
      const subject = page.locator('.message--reply').last().locator('.option-card__subject').first();
      const box = (await subject.boundingBox())!;
      const area = await readableArea(page);
      expect(box.y).toBeGreaterThanOrEqual(area.top - 1);
      expect(box.y + box.height).toBeLessThanOrEqual(area.bottom);

      // The options are stacked, each as wide as the conversation allows.
      const cards = await page.locator('.option-card').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ x, width }) => ({ x, width })));
      expect(cards).toHaveLength(2);
      expect(cards[0]!.x).toBe(cards[1]!.x);
      expect(cards[0]!.width).toBeGreaterThanOrEqual(Math.min(600, viewport.width - 60));

      expect(await innerScrollers(page)).toEqual([]);
    });

    it('brings the input into view and focuses it, caret at the end, after a prompt idea', async (test) => {
      const page = await visit(test);
      const ideas = page.getByRole('region', { name: 'Prompt ideas' });
      const category = ideas.getByRole('button', { name: /Personal Relationships/ });
      await category.scrollIntoViewIfNeeded();
      await category.click();
      const idea = page.locator(`#${await category.getAttribute('aria-controls')}`).getByRole('listitem').last().getByRole('button').first();
      await idea.scrollIntoViewIfNeeded();
      const text = await idea.innerText();
      await idea.click();
      await expectInputReady(page, text);
    });

    it('brings the input into view and focuses it, caret at the end, after a template', async (test) => {
      const page = await visit(test);
      const templates = page.getByRole('region', { name: 'Templates' });
      await templates.getByRole('button', { name: /^Show all \d+ templates$/ }).click();
      const template = templates.getByRole('listitem').last().getByRole('button');
      await template.scrollIntoViewIfNeeded();
      const description = await template.locator('.template__description').innerText();
      await template.click();
      await expectInputReady(page, description);
      await page.getByText(/^Using template: /).waitFor();
    });

    it('brings the input into view and focuses it, caret at the end, from an article\'s "Try Our Email Generator"', async (test) => {
      const page = await newVisitor(browser, site, test, { viewport });
      await page.goto(ARTICLE);
      const cta = page.getByRole('link', { name: 'Try Our Email Generator' });
      const prompt = new URL((await cta.getAttribute('href'))!, site.url).searchParams.get('prompt')!;
      expect(prompt.length).toBeGreaterThan(10);
      await cta.scrollIntoViewIfNeeded();
      await cta.click();
      await waitForChat(page);
      await expectInputReady(page, prompt);
    });

    it('keeps still while it loads: CLS under 0.1 from the first byte to the templates', async (test) => {
      const page = await newVisitor(browser, site, test, { viewport });
      const layoutShift = await recordLayoutShifts(page);
      await page.goto('/');
      await waitForChat(page);
      await page.getByRole('region', { name: 'Templates' }).getByRole('listitem').first().waitFor();
      // Anything still settling (icons, the prompt lists' first load) has a moment to move.
      await page.waitForTimeout(1000);
      const cls = await layoutShift();
      console.log(`CLS on the home page, ${viewport.width}x${viewport.height}: ${cls.toFixed(4)}`);
      expect(cls).toBeLessThan(0.1);
    });

    it('offers a skip link to the chat, and reaches the input within a few Tab presses without it', async (test) => {
      const page = await visit(test);
      const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.id || document.activeElement?.textContent?.trim() || '');

      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Skip to content');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Skip to chat');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'chat-message');
      await waitInView(page, '#chat-message');

      await page.reload();
      await waitForChat(page);
      let presses = 0;
      while ((await focused()) !== 'chat-message' && presses < 20) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      // The skip links, the header's two links, then the input: no template or prompt idea first.
      expect(presses).toBeLessThanOrEqual(5);
    });
  });

  it('draws the prompt-idea category icons as SVG line icons, not emoji', async (test) => {
    const page = await newVisitor(browser, site, test, { viewport: VIEWPORTS[0].viewport });
    await page.goto('/');
    await waitForChat(page);
    const toggles = page.getByRole('region', { name: 'Prompt ideas' }).getByRole('button', { expanded: false });
    expect(await toggles.count()).toBe(7);
    const icons = await toggles.evaluateAll((buttons) =>
      buttons.map((button) => ({
        svg: button.querySelector('svg.idea-category__icon')?.childElementCount ?? 0,
        emoji: /\p{Extended_Pictographic}/u.test(button.textContent ?? ''),
      })),
    );
    for (const icon of icons) expect(icon).toEqual({ svg: expect.any(Number), emoji: false });
    expect(icons.every((icon) => icon.svg > 0)).toBe(true);
  });
});
