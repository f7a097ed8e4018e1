// Nothing the visitor made is lost: the conversation survives a reload (until "New chat"), and a
// refinement rewrites the option as the visitor edited it, not the server's copy.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { replyOptions, send, waitForChat, waitForReplies, WELCOME_START } from './chat-page.ts';
import { browserAvailable, launchBrowser, type Site, startSite } from './harness.ts';
import { VIEWPORTS } from './viewports.ts';
import { newVisitor } from './visitor.ts';

const THANKS = 'Write a thank-you email to my manager for the promotion';
const LANDLORD = 'Ask my landlord to fix the heating by Friday';

describe.skipIf(!browserAvailable)('nothing lost', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** Counts the new chats the page opens. */
  function countNewChats(page: Page): { count: number } {
    const seen = { count: 0 };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/chat/new') seen.count += 1;
    });
    return seen;
  }

  describe.each(VIEWPORTS)('on a $name', ({ viewport }) => {
    async function visit(test: TestContext): Promise<Page> {
      const page = await newVisitor(browser, site, test, { viewport });
      await page.goto('/');
      await waitForChat(page);
      return page;
    }

    it('keeps the conversation over a reload, in the same chat; "New chat" starts over', async (test) => {
      const page = await visit(test);
      const chats = countNewChats(page);
      await send(page, THANKS);
      await waitForReplies(page, 1);
      const before = await replyOptions(page, 0);
      // Where the visitor was reading (the page has brought the reply's start into view).
      await page.waitForTimeout(600);
      const y = await page.evaluate(() => window.scrollY);
      expect(y).toBeGreaterThan(100);

      await page.reload();
      await waitForChat(page);
      await waitForReplies(page, 1);
      // Back where they were, though the chat arrives after the page's first render.
      await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, y, { timeout: 3000 });
      expect(await page.locator('.message--user .message__bubble').allInnerTexts()).toEqual([THANKS]);
      expect(await replyOptions(page, 0)).toEqual(before);
      // The same chat: no new session was opened, and it still knows the reply it refines.
      expect(chats.count).toBe(0);
      await send(page, 'make it shorter');
      await waitForReplies(page, 2);
      const after = await replyOptions(page, 1);
      expect(after[0]!.body.length).toBeLessThan(before[0]!.body.length);
      expect(chats.count).toBe(0);

      await page.getByRole('button', { name: 'New chat' }).click();
      await page.getByText(WELCOME_START).waitFor();
      await page.locator('.message--user').first().waitFor({ state: 'detached' });
      expect(await page.locator('.option-card').count()).toBe(0);
      expect(chats.count).toBe(1);
      // And a reload now shows the new, empty chat.
      await page.reload();
      await waitForChat(page);
      expect(await page.locator('.message--user').count()).toBe(0);
    });

    it('refines the option as the visitor edited it: the edit goes with the request and survives', async (test) => {
      const page = await visit(test);
      const bodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/chat/generate/stream')) bodies.push(request.postDataJSON());
      });
      await send(page, LANDLORD);
      await waitForReplies(page, 1);
      const card = page.getByRole('article', { name: 'Option 1', exact: true });

      await card.getByRole('button', { name: 'Edit option 1' }).click();
      const body = card.getByRole('textbox', { name: 'Body of option 1' });
      const subject = card.getByRole('textbox', { name: 'Subject of option 1' });
      const edited = 'Hello Dana,\n\nThe heating in flat 4B has not worked since Monday and the nights are cold. Could you send someone to repair it by Friday? I am home after 5 pm every day.\n\nThank you,\nSam';
      await subject.fill('Heating repair in flat 4B');
      await body.fill(edited);
      await card.getByRole('button', { name: 'Done editing option 1' }).click();
      await card.getByText('Edited').waitFor();

      await card.getByRole('button', { name: 'Make option 1 more formal' }).click();
      await page.locator('.message--assistant[aria-busy="true"]').waitFor({ state: 'detached', timeout: 20_000 });
      await expect.poll(() => card.getByRole('button', { name: 'Copy option 1', exact: true }).isEnabled()).toBe(true);

      expect(bodies.at(-1)).toMatchObject({
        userMessage: 'Make option 1 more formal',
        refine: { optionIndex: 0, instruction: 'more-formal', edited: { subject: 'Heating repair in flat 4B', body: edited } },
      });
      const [rewritten] = await replyOptions(page, 0);
      // The visitor's own facts are in the rewrite: it was made from their text.
      expect(rewritten!.body).toContain('4B');
      expect(rewritten!.body).toMatch(/Dana/);
    });
  });
});
