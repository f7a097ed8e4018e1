// Where a visitor used to be stranded: a chat that cannot start (many people behind one IP), a
// reply stream that goes silent with its connection open, a reply that fails outright.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { messageInput, replyOptions, send, sendButton, toastRegion, waitForChat, waitForReplies, WELCOME_START } from './chat-page.ts';
import { browserAvailable, launchBrowser, type Site, startSite } from './harness.ts';
import { startStallProxy, type StallProxy } from './stall-proxy.ts';
import { VIEWPORTS } from './viewports.ts';
import { newVisitor } from './visitor.ts';

const THANKS = 'Write a thank-you email to my manager for the promotion';
const APOLOGY = "I'm sorry, I encountered an error while generating your emails. Please try again.";
/** The page's watchdog timings (web/src/features/chat/reply-flow.ts), with room for a busy machine. */
const FIRST_EVENT_TIMEOUT_MS = 5000;
const IDLE_TIMEOUT_MS = 20_000;
const SLACK_MS = 4000;

describe.skipIf(!browserAvailable)('never stuck', () => {
  let site: Site;
  let browser: Browser;
  let proxy: StallProxy;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    proxy = await startStallProxy(site.url);
  });

  afterEach(() => {
    proxy.stallNext({ kind: 'pass' });
    proxy.failJson(null);
  });

  afterAll(async () => {
    await proxy?.close();
    await browser?.close();
    await site?.stop();
  });

  describe.each(VIEWPORTS)('on a $name', ({ viewport }) => {
    it('keeps the spinner while new chats are limited, says why in words, and starts once the limit lifts', async (test) => {
      let refusals = 0;
      const page = await newVisitor(browser, site, test, {
        viewport,
        // The limit of new chats per IP is reached twice, then lifts.
        before: (context) =>
          context.route('**/api/chat/new', async (route) => {
            if (refusals < 2) {
              refusals += 1;
              await route.fulfill({
                status: 429,
                headers: { 'Retry-After': '2' },
                contentType: 'application/json',
                body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many new chats. Please wait 2 seconds and try again.' } }),
              });
              return;
            }
            await route.continue();
          }),
      });
      await page.goto('/');
      await page.getByRole('status').filter({ hasText: 'Starting your AI email specialist...' }).waitFor();
      const notice = page.getByText(/Many people on your network are using MailMuse right now.*Trying again in/);
      await notice.waitFor({ timeout: 8000 });
      expect(await notice.isVisible()).toBe(true);
      // Nothing but the words under the spinner: no toast, no error page.
      expect(await toastRegion(page).locator('[role="alert"]').count()).toBe(0);

      await page.getByText(WELCOME_START).waitFor({ timeout: 15_000 });
      expect(refusals).toBe(2);
      expect(await notice.count()).toBe(0);
      expect(await messageInput(page).isEditable()).toBe(true);
    });

    it('gets the reply by JSON when the stream sends its headers and then nothing', async (test) => {
      const page = await visitThroughProxy(test, viewport);
      proxy.stallNext({ kind: 'headers-only' });
      const sent = Date.now();
      await send(page, THANKS);
      await waitForReplies(page, 1, FIRST_EVENT_TIMEOUT_MS + 15_000);
      expect(Date.now() - sent).toBeLessThan(FIRST_EVENT_TIMEOUT_MS + 15_000);
      expect(proxy.streams).toHaveLength(1);
      expect(proxy.jsonCalls).toHaveLength(1);
      // The JSON call came once the watchdog gave up on the silent stream, not before.
      expect(proxy.jsonCalls[0]! - proxy.streams[0]!.at).toBeGreaterThanOrEqual(FIRST_EVENT_TIMEOUT_MS - 200);
      expect(proxy.jsonCalls[0]! - proxy.streams[0]!.at).toBeLessThan(FIRST_EVENT_TIMEOUT_MS + SLACK_MS);
      expect(await replyOptions(page, 0)).toHaveLength(2);
    });

    it('settles Stop within 2 seconds while the stream is silent', async (test) => {
      const page = await visitThroughProxy(test, viewport);
      proxy.stallNext({ kind: 'headers-only' });
      await send(page, THANKS);
      await page.getByText('Typing...').waitFor();
      const stop = page.getByRole('button', { name: 'Stop' });
      // Timed from the click landing (Playwright's own checks before it are not the page's time)
      // to the reply settling, read in the page so a busy test machine does not add its polling.
      await page.evaluate(() => {
        const w = window as unknown as { settledAt?: number; pressedAt?: number };
        document.addEventListener('click', () => { w.pressedAt ??= performance.now(); }, { capture: true, once: true });
        new MutationObserver((_records, observer) => {
          if (!document.body.textContent?.includes('Typing...')) { w.settledAt = performance.now(); observer.disconnect(); }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await stop.click();
      await page.getByText('Typing...').waitFor({ state: 'detached', timeout: 5000 });
      await stop.waitFor({ state: 'detached', timeout: 5000 });
      const took = await page.evaluate(() => { const w = window as unknown as { settledAt?: number; pressedAt?: number }; return (w.settledAt ?? Infinity) - (w.pressedAt ?? 0); });
      expect(took).toBeLessThan(2000);
      // The chat is usable again at once.
      await messageInput(page).fill('Write a short note to my neighbour');
      expect(await sendButton(page).isEnabled()).toBe(true);
    });
  });

  it('resumes a stream that goes silent midway, after the watchdog time, without doubling text', async (test) => {
    const page = await visitThroughProxy(test, VIEWPORTS[0].viewport);
    proxy.stallNext({ kind: 'after-events', events: 4 });
    await send(page, THANKS);
    await page.locator('.message--assistant[aria-busy="true"]').waitFor();
    await waitForReplies(page, 1, IDLE_TIMEOUT_MS + 20_000);
    expect(proxy.streams).toHaveLength(2);
    expect(proxy.streams[1]!.lastEventId).toBe('4');
    const waited = proxy.streams[1]!.at - proxy.streams[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 500);
    expect(waited).toBeLessThan(IDLE_TIMEOUT_MS + SLACK_MS);
    expect(proxy.jsonCalls).toHaveLength(0);
    const [first] = await replyOptions(page, 0);
    // Replayed events were skipped: the greeting appears once.
    const greeting = first!.body.split('\n')[0]!;
    expect(first!.body.split(greeting).length - 1).toBe(1);
  }, 60_000);

  it('ends a reply that cannot be had in the error, keeps the message and offers "Try again", which works', async (test) => {
    const page = await visitThroughProxy(test, VIEWPORTS[1].viewport);
    proxy.stallNext({ kind: 'headers-only' });
    proxy.failJson(500);
    await send(page, 'Complain about a late delivery');
    await page.getByText(APOLOGY).waitFor({ timeout: FIRST_EVENT_TIMEOUT_MS + 10_000 });
    const toast = toastRegion(page).getByRole('alert');
    expect(await toast.innerText()).toContain('Failed to generate emails. Please try again.');
    expect(await page.locator('.message--user').filter({ hasText: 'Complain about a late delivery' }).count()).toBe(1);

    proxy.failJson(null);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForReplies(page, 1);
    expect(await page.getByText(APOLOGY).count()).toBe(0);
    // The message was kept, not sent twice.
    expect(await page.locator('.message--user').count()).toBe(1);
  });

  async function visitThroughProxy(test: TestContext, viewport: { width: number; height: number }): Promise<Page> {
    proxy.streams.length = 0;
    proxy.jsonCalls.length = 0;
    const page = await newVisitor(browser, { ...site, url: proxy.url }, test, { viewport });
    await page.goto('/');
    await waitForChat(page);
    return page;
  }
});
