// A reply written slowly enough to watch: options grow before the end, screen readers hear one line
// per option, and the conversation follows the text only while the visitor stays at the bottom.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { messageInput, send, sleep, waitForChat, waitForReplies } from './chat-page.ts';
import { browserAvailable, launchBrowser, type Site, startSite } from './harness.ts';
import { newVisitor } from './visitor.ts';

const THANKS = 'Write a thank-you email to my manager for the promotion';

/** How far the conversation is scrolled, and whether it is at its end. */
interface ScrollState {
  top: number;
  height: number;
  /** Pixels of content below the visible part. */
  gap: number;
  atBottom: boolean;
  streaming: boolean;
}

/** Waits until the conversation is scrolled to its end (a smooth scroll takes a moment). */
function waitForBottom(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => {
      const element = document.querySelector('[role="region"][aria-label="Conversation"]');
      return element !== null && element.scrollHeight - element.scrollTop - element.clientHeight <= 40;
    },
    null,
    { timeout: 3000 },
  );
}

function scrollState(page: Page): Promise<ScrollState> {
  return page.getByRole('region', { name: 'Conversation' }).evaluate((element) => ({
    top: element.scrollTop,
    height: element.scrollHeight,
    gap: element.scrollHeight - element.scrollTop - element.clientHeight,
    atBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= 40,
    streaming: document.querySelector('.message--assistant[aria-busy="true"]') !== null,
  }));
}

// The two tests share the slow server side by side: a paced reply mostly waits, so they overlap well.
describe.skipIf(!browserAvailable)('a streamed reply in a browser', { concurrent: true }, () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    // A slower pace than the other tests: a reply takes a few seconds, long enough to sample.
    [site, browser] = await Promise.all([startSite({ COMPOSER_PACE_MS: '30' }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function visit(test: TestContext, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const page = await newVisitor(browser, site, test, { viewport });
    await page.goto('/');
    await waitForChat(page);
    return page;
  }

  it('shows the options growing before the reply ends, and announces each option once when it is ready', async (test) => {
    const page = await visit(test);
    // Every text the polite live region ever holds, as the page changes it.
    await page.getByTestId('reply-announcer').evaluate((region) => {
      const seen: string[] = [];
      (window as unknown as { announced: string[] }).announced = seen;
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
    });

    await send(page, THANKS);
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();

    const samples: Array<{ length: number; done: boolean; announced: string }> = [];
    for (;;) {
      const sample = await page.evaluate(() => ({
        length: document.querySelector('.option-card')?.textContent?.length ?? 0,
        done: document.querySelector('.message--assistant[aria-busy="true"]') === null,
        announced: document.querySelector('[data-testid="reply-announcer"]')?.textContent ?? '',
      }));
      samples.push(sample);
      if (sample.done) break;
      await sleep(60);
    }
    await waitForReplies(page, 1);

    const whileStreaming = samples.filter((sample) => !sample.done);
    const lengths = whileStreaming.map((sample) => sample.length);
    const increases = lengths.filter((length, i) => i > 0 && length > lengths[i - 1]!).length;
    expect(increases, `first option's length while streaming: ${lengths.join(',')}`).toBeGreaterThanOrEqual(3);
    expect(Math.max(...lengths)).toBeGreaterThan(lengths[0]!);
    // The option was already on screen, growing, while nothing was announced yet.
    expect(whileStreaming.some((sample) => sample.length > 0 && sample.announced === '')).toBe(true);

    const finalLength = await page.evaluate(() => document.querySelector('.option-card')?.textContent?.length ?? 0);
    expect(finalLength).toBeGreaterThanOrEqual(Math.max(...lengths));

    const announcer = page.getByTestId('reply-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    expect(await announcer.locator('p').allInnerTexts()).toEqual(['Option 1 ready', 'Option 2 ready']);
    const history = await page.evaluate(() => (window as unknown as { announced: string[] }).announced);
    // One change per option (plus at most the reset when the message was sent), not one per word.
    const distinct = [...new Set(history)];
    expect(distinct.filter(Boolean)).toEqual(['Option 1 ready', 'Option 1 readyOption 2 ready']);
    expect(history.length).toBeLessThanOrEqual(4);
    // Focus stayed in the input throughout.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-message');
  });

  it('follows the reply while at the bottom; scrolling up stops that, and "Jump to latest" resumes it', async (test) => {
    const page = await visit(test, { width: 1280, height: 720 });
    await send(page, THANKS);
    await waitForReplies(page, 1);
    const conversation = page.getByRole('region', { name: 'Conversation' });
    // The last smooth scroll may still be on its way down.
    await waitForBottom(page);
    expect((await scrollState(page)).height).toBeGreaterThan(await conversation.evaluate((element) => element.clientHeight));

    await send(page, 'Write a follow-up email after a job interview for a designer role');
    // Following: while the second reply streams in, the view keeps to its end.
    await page.locator('.message--assistant[aria-busy="true"] .option-card').first().waitFor();
    const following: ScrollState[] = [];
    for (let i = 0; i < 6; i++) {
      await sleep(120);
      following.push(await scrollState(page));
    }
    const streamed = following.filter((state) => state.streaming);
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(streamed.at(-1)!.height).toBeGreaterThan(streamed[0]!.height);
    expect(streamed.at(-1)!.top).toBeGreaterThan(streamed[0]!.top);
    // Near the end (a smooth scroll may be a frame behind the newest line).
    expect(streamed.at(-1)!.gap).toBeLessThan(100);

    // The visitor scrolls up to read something: the view stays where they put it, with no scroll
    // still on its way down pulling them back.
    await conversation.evaluate((element) => {
      const positions = [element.scrollTop];
      (window as unknown as { positions: number[] }).positions = positions;
      element.addEventListener('scroll', () => positions.push(element.scrollTop));
    });
    const box = (await conversation.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Scroll at the worst moment: while a scroll down to newly streamed text may still be under
    // way (up to a second of waiting for one; following with no animation never shows a gap).
    await page
      .waitForFunction(
        () => {
          const element = document.querySelector('[role="region"][aria-label="Conversation"]');
          return element !== null && element.scrollHeight - element.scrollTop - element.clientHeight > 2;
        },
        null,
        { timeout: 1000, polling: 'raf' },
      )
      .catch(() => undefined);
    await page.mouse.wheel(0, -400);
    await sleep(700);
    const later = await scrollState(page);
    expect(later.streaming).toBe(true);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    const up = positions.findIndex((top, i) => i > 0 && top < positions[i - 1]! - 200);
    expect(up, `scroll positions: ${positions.join(',')}`).toBeGreaterThanOrEqual(0);
    expect(Math.max(...positions.slice(up)), `scroll positions: ${positions.join(',')}`).toBe(positions[up]);
    expect(later.top).toBe(positions[up]);
    expect(later.gap).toBeGreaterThan(300);
    const jump = page.getByRole('button', { name: 'Jump to latest' });
    expect(await jump.isVisible()).toBe(true);

    // "Jump to latest" brings the view back to the end, and it follows again.
    await jump.click();
    await waitForBottom(page);
    expect(await jump.count()).toBe(0);
    await waitForReplies(page, 2);
    await waitForBottom(page);
    expect(await messageInput(page).inputValue()).toBe('');
  });
});
