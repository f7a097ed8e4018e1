// The chat on the home page, driven in Chromium against the production server and its built-in composer.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import {
  finishedReplies,
  messageInput,
  replyOptions,
  send,
  sendButton,
  sleep,
  toastRegion,
  visibleToasts,
  waitForChat,
  waitForReplies,
} from './chat-page.ts';
import { browserAvailable, launchBrowser, type Site, startSite } from './harness.ts';
import { newVisitor, type VisitorOptions } from './visitor.ts';

const THANKS = 'Write a thank-you email to my manager for the promotion';

describe.skipIf(!browserAvailable)('chat in a browser', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** A fresh visitor on the home page, once the chat is ready. */
  async function visit(test: TestContext, options: VisitorOptions = {}): Promise<Page> {
    const page = await newVisitor(browser, site, test, options);
    await page.goto('/');
    await waitForChat(page);
    return page;
  }

  it('shows the spinner until the session exists, then the welcome message, header and footer', async (test) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await newVisitor(browser, site, test, {
      before: (context) =>
        context.route('**/api/chat/new', async (route) => {
          await held;
          await route.continue();
        }),
    });
    await page.goto('/');

    const spinner = page.getByRole('status').filter({ hasText: 'Starting your AI email specialist...' });
    await spinner.waitFor();
    expect(await page.getByText("Hi! I'm your AI email specialist").count()).toBe(0);
    release();

    await waitForChat(page);
    expect(await spinner.count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('AI Email Specialist');
    for (const title of ['Any Type of Email', '2 Perfect Options', 'Chat Interface']) {
      expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    }

    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'MailMuse' }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Cookie Policy', '/cookie-policy'],
    ]) {
      expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(await footer.getByRole('link', { name: 'Contact' }).getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);

    await header.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog');
    await page.getByRole('banner').getByRole('link', { name: 'MailMuse' }).click();
    await waitForChat(page);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends with the button: the message joins the list, the input clears, "Typing..." shows, a reply with two options arrives', async (test) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await visit(test, {
      before: (context) =>
        context.route('**/api/chat/generate/stream', async (route) => {
          await held;
          await route.continue();
        }),
    });
    const input = messageInput(page);
    expect(await sendButton(page).isDisabled()).toBe(true);
    await input.fill(THANKS);
    expect(await sendButton(page).isEnabled()).toBe(true);
    await sendButton(page).click();

    await page.locator('.message--user').filter({ hasText: THANKS }).waitFor();
    expect(await input.inputValue()).toBe('');
    await page.getByText('Typing...').waitFor();

    // While the reply is awaited the button stays disabled and Enter sends nothing, even with text.
    await input.fill('A second request typed too early');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await input.inputValue()).toBe('A second request typed too early');
    expect(await page.locator('.message--user').count()).toBe(1);

    release();
    await waitForReplies(page, 1);
    expect(await page.getByText('Typing...').count()).toBe(0);
    const options = await replyOptions(page, 0);
    expect(options).toHaveLength(2);
    for (const option of options) {
      expect(option.subject.length).toBeGreaterThan(3);
      expect(option.body.length).toBeGreaterThan(100);
    }
    expect(options[0]!.body).not.toBe(options[1]!.body);
    // The early text is still there and can be sent now.
    expect(await sendButton(page).isEnabled()).toBe(true);
    expect(await page.locator('.message--user').count()).toBe(1);
  });

  it('sends with Enter, keeps focus in the input, adds a line with Shift+Enter, and refuses empty or blank input', async (test) => {
    const page = await visit(test);
    const input = messageInput(page);

    await input.click();
    await page.keyboard.press('Enter');
    await input.fill('   \n  ');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await input.press('Enter');
    await sleep(150);
    expect(await page.locator('.message--user').count()).toBe(0);

    await input.fill('');
    await page.keyboard.type('Ask my landlord to fix the heating');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('It has been broken for a week');
    expect(await input.inputValue()).toBe('Ask my landlord to fix the heating\nIt has been broken for a week');
    expect(await page.locator('.message--user').count()).toBe(0);

    await page.keyboard.press('Enter');
    await page.locator('.message--user').filter({ hasText: 'It has been broken for a week' }).waitFor();
    expect(await input.inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-message');
    await waitForReplies(page, 1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-message');
  });

  it('falls back to the JSON call when the stream route is unavailable', async (test) => {
    const jsonCalls: string[] = [];
    const page = await visit(test, {
      before: (context) =>
        context.route('**/api/chat/generate/stream', (route) =>
          route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'Streaming is off' } }) }),
        ),
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/chat/generate') jsonCalls.push(request.method());
    });
    await send(page, THANKS);
    await waitForReplies(page, 1);
    expect(jsonCalls).toEqual(['POST']);
    expect(await replyOptions(page, 0)).toHaveLength(2);
    expect(await page.getByText('Written by Built-in composer').count()).toBe(1);
  });

  it('falls back to the JSON call when the stream connection is refused', async (test) => {
    const page = await visit(test, { before: (context) => context.route('**/api/chat/generate/stream', (route) => route.abort('connectionrefused')) });
    await send(page, THANKS);
    await waitForReplies(page, 1);
    expect(await replyOptions(page, 0)).toHaveLength(2);
  });

  it('shows the error toast and the apology when generation fails, keeping the typed message in the list', async (test) => {
    const fail = (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    const page = await visit(test, {
      async before(context) {
        await context.route('**/api/chat/generate/stream', fail);
        await context.route('**/api/chat/generate', fail);
      },
    });
    await send(page, 'Complain about a late delivery');

    const toast = toastRegion(page).getByRole('alert');
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Error');
    expect(await toast.innerText()).toContain('Failed to generate emails. Please try again.');
    await page.getByText("I'm sorry, I encountered an error while generating your emails. Please try again.").waitFor();
    expect(await page.locator('.message--user').filter({ hasText: 'Complain about a late delivery' }).count()).toBe(1);
    expect(await page.locator('.option-card').count()).toBe(0);
    // The chat is usable again.
    await messageInput(page).fill('Try again');
    expect(await sendButton(page).isEnabled()).toBe(true);
  });

  it('fills the input from a template and names it under the input until the reply arrives', async (test) => {
    const page = await visit(test);
    const region = page.getByRole('region', { name: 'Templates' });
    const templates = region.getByRole('listitem').getByRole('button');
    await templates.first().waitFor();
    // The first few show; "Show all" lists every one, as many as the count says.
    const showAll = region.getByRole('button', { name: /^Show all \d+ templates$/ });
    const total = Number((await showAll.innerText()).match(/\d+/)![0]);
    expect(await templates.count()).toBeLessThan(total);
    await showAll.click();
    const count = await templates.count();
    expect(count).toBe(total);
    await region.getByText(`${count} templates`, { exact: true }).waitFor();

    const second = templates.nth(Math.min(1, count - 1));
    const name = await second.locator('.template__name').innerText();
    const description = await second.locator('.template__description').innerText();
    await second.click();
    expect(await messageInput(page).inputValue()).toBe(description);
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`Using template: ${name}`).waitFor();

    await sendButton(page).click();
    await waitForReplies(page, 1);
    expect(await page.getByText('Using template:').count()).toBe(0);
  });

  it('fills the input from a prompt idea with a toast; categories open and close independently', async (test) => {
    const page = await visit(test);
    const ideas = page.getByRole('region', { name: 'Prompt ideas' });
    await ideas.getByText('51 examples', { exact: true }).waitFor();
    const toggles = ideas.getByRole('button', { expanded: false });
    expect(await toggles.count()).toBe(7);

    const first = ideas.getByRole('button', { name: /Job & Career/ });
    const other = ideas.getByRole('button', { name: /Sales & Marketing/ });
    const firstList = page.locator(`#${await first.getAttribute('aria-controls')}`);
    const otherList = page.locator(`#${await other.getAttribute('aria-controls')}`);
    expect(await firstList.isVisible()).toBe(false);

    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await firstList.isVisible()).toBe(true);
    // The prompts arrive with the first interaction with the page, if not already there.
    await firstList.getByRole('button', { name: 'Copy prompt' }).first().waitFor();
    expect(await otherList.isVisible()).toBe(false);
    await other.click();
    expect(await firstList.isVisible()).toBe(true);
    expect(await otherList.isVisible()).toBe(true);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await firstList.isVisible()).toBe(false);
    expect(await otherList.isVisible()).toBe(true);

    let total = 0;
    for (const name of ['Job & Career', 'Customer Service', 'Business Communications', 'Personal Relationships', 'Academic & Education', 'Requests & Inquiries']) {
      const toggle = ideas.getByRole('button', { name: new RegExp(name) });
      await toggle.click();
      total += await page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('button', { name: 'Copy prompt' }).count();
    }
    total += await otherList.getByRole('button', { name: 'Copy prompt' }).count();
    expect(total).toBe(51);

    const idea = otherList.getByRole('listitem').first().getByRole('button').first();
    const text = await idea.innerText();
    await idea.click();
    expect(await messageInput(page).inputValue()).toBe(text);
    const toast = visibleToasts(page);
    await toast.filter({ hasText: 'Prompt Selected!' }).waitFor();
    expect(await toast.innerText()).toContain('Check the chat input below');
  });

  it('grows the input with its text from 44 px up to 120 px, then scrolls inside it', async (test) => {
    const page = await visit(test);
    const input = messageInput(page);
    const height = () => input.evaluate((element) => element.getBoundingClientRect().height);

    expect(await height()).toBeCloseTo(44, 0);
    await input.fill('one line');
    expect(await height()).toBeCloseTo(44, 0);
    await input.fill('line 1\nline 2\nline 3');
    const three = await height();
    expect(three).toBeGreaterThan(60);
    expect(three).toBeLessThan(120);
    await input.fill(Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n'));
    expect(await height()).toBeCloseTo(120, 0);
    expect(await input.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await input.fill('');
    expect(await height()).toBeCloseTo(44, 0);
    // Chromium sizes it by itself (field-sizing): the page never measures it while the visitor types.
    expect(await input.evaluate((element) => element.style.height)).toBe('');
  });

  it('refines the last reply in the same session: "make it shorter" gives shorter options', async (test) => {
    const page = await visit(test);
    await send(page, THANKS);
    await waitForReplies(page, 1);
    await send(page, 'make it shorter');
    await waitForReplies(page, 2);

    const length = (options: Array<{ subject: string; body: string }>) => options.reduce((sum, o) => sum + o.body.length, 0);
    const before = await replyOptions(page, 0);
    const after = await replyOptions(page, 1);
    expect(after).toHaveLength(2);
    expect(length(after)).toBeLessThan(length(before));
    for (let i = 0; i < 2; i++) expect(after[i]!.body.length).toBeLessThan(before[i]!.body.length);
    expect(await finishedReplies(page).count()).toBe(2);
    // Each reply says which engine wrote it.
    expect(await page.getByText('Written by Built-in composer').count()).toBe(2);
  });

  it('copies an option as "subject, blank line, body" with a toast', async (test) => {
    const page = await visit(test, { permissions: ['clipboard-read', 'clipboard-write'] });
    await send(page, THANKS);
    await waitForReplies(page, 1);
    const [first] = await replyOptions(page, 0);

    await page.getByRole('button', { name: 'Copy option 1', exact: true }).click();
    const toast = visibleToasts(page).filter({ hasText: 'Copied!' });
    await toast.waitFor();
    expect(await toast.innerText()).toContain('Option 1 copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${first!.subject}\n\n${first!.body}`);

    await page.getByRole('button', { name: 'Copy option 2', exact: true }).click();
    await visibleToasts(page).filter({ hasText: 'Option 2 copied to clipboard' }).waitFor();
    const [, second] = await replyOptions(page, 0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${second!.subject}\n\n${second!.body}`);
  });

  it('shows one toast at a time, and F8 moves focus to the notifications', async (test) => {
    const page = await visit(test, { permissions: ['clipboard-read', 'clipboard-write'] });
    const ideas = page.getByRole('region', { name: 'Prompt ideas' });
    const category = ideas.getByRole('button', { name: /Customer Service/ });
    await category.click();
    const firstIdea = page.locator(`#${await category.getAttribute('aria-controls')}`).getByRole('listitem').first();
    await firstIdea.getByRole('button').first().click();
    await firstIdea.getByRole('button', { name: 'Copy prompt' }).click();

    await visibleToasts(page).filter({ hasText: 'Prompt copied to clipboard' }).waitFor();
    expect(await visibleToasts(page).count()).toBe(1);
    expect(await page.getByText('Prompt Selected!').count()).toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await firstIdea.getByRole('button').first().innerText());

    await messageInput(page).focus();
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
  });

  it('works by keyboard alone: Tab to the input, type, Enter; Tab to a copy button, Enter', async (test) => {
    const page = await visit(test, { permissions: ['clipboard-read', 'clipboard-write'] });
    const focused = () => page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { id: element?.id ?? '', label: element?.getAttribute('aria-label') ?? element?.textContent ?? '' };
    });
    async function tabUntil(match: (f: { id: string; label: string }) => boolean, key = 'Tab', limit = 80): Promise<number> {
      for (let presses = 1; presses <= limit; presses++) {
        await page.keyboard.press(key);
        if (match(await focused())) return presses;
      }
      throw new Error(`Tab never reached the element; last focus: ${JSON.stringify(await focused())}`);
    }

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The skip link comes first and takes the visitor to the content.
    await page.keyboard.press('Tab');
    expect((await focused()).label).toBe('Skip to content');

    await tabUntil((f) => f.id === 'chat-message');
    await page.keyboard.type('Thank my neighbour for watering the plants');
    await page.keyboard.press('Enter');
    await waitForReplies(page, 1);
    expect((await focused()).id).toBe('chat-message');

    // The options sit above the input: Shift+Tab walks back to them.
    await tabUntil((f) => f.label === 'Copy option 1', 'Shift+Tab', 60);
    await page.keyboard.press('Enter');
    await visibleToasts(page).filter({ hasText: 'Option 1 copied to clipboard' }).waitFor();
  });
});
