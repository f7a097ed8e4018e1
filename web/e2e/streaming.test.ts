// A reply written slowly enough to watch: options grow before the end, screen readers hear one line
// per option, and the conversation follows the text only while the visitor stays at the bottom.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { messageInput, send, sleep, waitForChat, waitForReplies } from './chat-page.ts';
import { browserAvailable, launchBrowser, type Site, startSite } from './harness.ts';
import { newVisitor } from './visitor.ts';

const THANKS = 'Write a thank-you email to my manager for the promotion';

/** How far the page is scrolled, and whether the end of the conversation (its input) shows. */
interface ScrollState {
  top: number;
  height: number;
  /** Pixels of the conversation below the window. */
  gap: number;
  atEnd: boolean;
  streaming: boolean;
}

function scrollState(page: Page): Promise<ScrollState> {
  return page.evaluate(() => {
    const frame = document.querySelector('.chat-panel__conversation')!;
    const gap = frame.getBoundingClientRect().bottom - window.innerHeight;
    return {
      top: window.scrollY,
      height: document.documentElement.scrollHeight,
      gap,
      atEnd: gap <= 40,
      streaming: document.querySelector('.message--assistant[aria-busy="true"]') !== null,
    };
  });
}

/** Waits until the end of the conversation shows (a smooth scroll takes a moment). */
function waitForEnd(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => document.querySelector('.chat-panel__conversation')!.getBoundingClientRect().bottom - window.innerHeight <= 40,
    null,
    { timeout: 3000 },
  );
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

  it('follows the reply down the page while at the end; scrolling up stops that, and "Jump to latest" resumes it; the finished reply is read from its start', async (test) => {
    const page = await visit(test, { width: 1280, height: 720 });
    await send(page, THANKS);
    await waitForReplies(page, 1);

    await send(page, 'Write a follow-up email after a job interview for a designer role');
    // Following: while the second reply streams in, the page keeps the end of the conversation in view.
    await page.locator('.message--assistant[aria-busy="true"] .option-card').first().waitFor();
    const following: ScrollState[] = [];
    for (let i = 0; i < 6; i++) {
      await sleep(120);
      following.push(await scrollState(page));
    }
    const streamed = following.filter((state) => state.streaming);
    expect(streamed.length).toBeGreaterThanOrEqual(3);
    expect(streamed.at(-1)!.top).toBeGreaterThan(streamed[0]!.top);
    // Near the end (a smooth scroll may be a frame behind the newest line).
    expect(streamed.at(-1)!.gap).toBeLessThan(100);

    // The visitor scrolls up to read something: the page stays where they put it, with no
    // scroll still on its way down pulling them back.
    await page.evaluate(() => {
      const positions = [window.scrollY];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY));
    });
    await page.mouse.move(400, 400);
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

    // "Jump to latest" brings the end back into view, and it follows again.
    await jump.click();
    await waitForEnd(page);
    expect(await jump.count()).toBe(0);
    await waitForReplies(page, 2);
    // Done: the newest reply is read from its start, under the header.
    await page.waitForFunction(() => {
      const reply = [...document.querySelectorAll('.message--reply')].at(-1)!;
      const top = reply.getBoundingClientRect().top;
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      return top >= header - 1 && top < window.innerHeight / 2;
    }, null, { timeout: 3000 });
    expect(await messageInput(page).inputValue()).toBe('');
  });
});
