import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** What the home page says once its chat session exists. */
export const WELCOME_START = "Hi! I'm your AI email specialist...";

export function messageInput(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Describe the email you need' });
}

export function sendButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Send message' });
}

/** Waits for the welcome message: the session exists and the chat is usable. */
export async function waitForChat(page: Page): Promise<void> {
  await page.getByText(WELCOME_START).waitFor();
}

/**
 * Finished replies: assistant messages with email options that are no longer busy. (An option's
 * copy button is enabled as soon as that option is finished, while the other may still stream.)
 */
export function finishedReplies(page: Page): Locator {
  return page.locator('.message--assistant:not([aria-busy])').filter({ has: page.locator('.option-card') });
}

/** Waits until `count` replies with their email options have fully arrived. */
export async function waitForReplies(page: Page, count: number, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('.message--assistant:not([aria-busy])')].filter(
        (message) =>
          message.querySelectorAll('.option-card').length === 2 &&
          [...message.querySelectorAll<HTMLButtonElement>('button[aria-label^="Copy option "]')].every((button) => !button.disabled),
      ).length === expected,
    count,
    { timeout },
  );
  expect(await finishedReplies(page).count()).toBe(count);
}

/** Types `text` into the input and presses Enter. */
export async function send(page: Page, text: string): Promise<void> {
  await messageInput(page).fill(text);
  await messageInput(page).press('Enter');
}

/** The email options (subject and body) of the assistant reply at `index` (0 = first reply). */
export async function replyOptions(page: Page, index: number): Promise<Array<{ subject: string; body: string }>> {
  const reply = page.locator('.message--assistant').filter({ has: page.locator('.option-card') }).nth(index);
  const cards = reply.getByRole('article');
  const result: Array<{ subject: string; body: string }> = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const subject = (await card.locator('.option-card__subject').innerText()).replace(/^Subject:\s*/, '');
    result.push({ subject, body: await card.locator('.option-card__body').innerText() });
  }
  return result;
}

/** The notifications region and the toasts shown in it. */
export function toastRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

export function visibleToasts(page: Page): Locator {
  return toastRegion(page).locator('[role="status"], [role="alert"]');
}

/** Waits until React has taken over the page (prerendered HTML is on screen before that). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
