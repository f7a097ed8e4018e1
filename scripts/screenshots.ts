// Screenshots of the site for the docs: starts the production server on a free port (building the
// web app first if web/dist is missing), drives Chromium, writes docs/screenshots/*.png.
// Usage: node scripts/screenshots.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startSite, type Site } from '../web/e2e/harness.ts';
import { CHROMIUM_PATH, hasChromium } from './services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs/screenshots');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const WELCOME = "Hi! I'm your AI email specialist";
const REQUEST = 'Write a thank-you email to my manager for the promotion';
const ARTICLE = '/blog/art-of-the-follow-up';
/** An article with a table and example emails in code blocks. */
const TABLE_ARTICLE = '/blog/ab-testing-your-cold-emails';
const LAPTOP = { width: 1280, height: 800 };

interface Shot {
  file: string;
  viewport: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  deviceScaleFactor?: number;
  take(page: Page): Promise<Buffer>;
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByText(WELCOME).waitFor();
  // The template list arrives just after the session: wait for it so the shot is not mid-load.
  await page.getByRole('region', { name: 'Templates' }).getByRole('button').first().waitFor();
}

async function sendRequest(page: Page): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Describe the email you need' });
  await input.fill(REQUEST);
  await input.press('Enter');
  await page.getByRole('button', { name: 'Copy option 2', exact: true, disabled: false }).waitFor();
}

/** Waits until the page has stopped scrolling (the finished reply is brought into view). */
async function settleScroll(page: Page): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = await page.evaluate<number>('window.scrollY');
    if (y === last) return;
    last = y;
    await page.waitForTimeout(100);
  }
}

const homeShot = (file: string, viewport: Shot['viewport'], colorScheme: 'light' | 'dark', deviceScaleFactor = 1): Shot => ({
  file,
  viewport,
  colorScheme,
  deviceScaleFactor,
  async take(page) {
    await openHome(page);
    return page.screenshot({ fullPage: true });
  },
});

const SHOTS: Shot[] = [
  homeShot('home-desktop-light.png', DESKTOP, 'light'),
  homeShot('home-desktop-dark.png', DESKTOP, 'dark'),
  homeShot('home-phone-light.png', PHONE, 'light', 2),
  homeShot('home-phone-dark.png', PHONE, 'dark', 2),
  {
    file: 'reply-streamed.png',
    viewport: DESKTOP,
    async take(page) {
      await openHome(page);
      await sendRequest(page);
      // The whole conversation in one picture (the sticky header kept out of the element's picture).
      await page.addStyleTag({ content: '.site-header { position: static !important; }' });
      await page.mouse.move(0, 0);
      await page.getByRole('textbox', { name: 'Describe the email you need' }).blur();
      return page.locator('.chat-panel__conversation').screenshot();
    },
  },
  {
    // What a visitor on a laptop sees when the reply is done: its start under the header.
    file: 'reply-laptop-view.png',
    viewport: LAPTOP,
    async take(page) {
      await openHome(page);
      await sendRequest(page);
      await settleScroll(page);
      await page.getByRole('textbox', { name: 'Describe the email you need' }).blur();
      return page.screenshot();
    },
  },
  {
    file: 'reply-phone-view.png',
    viewport: PHONE,
    deviceScaleFactor: 2,
    async take(page) {
      await openHome(page);
      await sendRequest(page);
      await settleScroll(page);
      await page.getByRole('textbox', { name: 'Describe the email you need' }).blur();
      return page.screenshot();
    },
  },
  {
    file: 'shortcuts-phone.png',
    viewport: PHONE,
    deviceScaleFactor: 2,
    async take(page) {
      await openHome(page);
      const toggle = page.getByRole('button', { name: 'Keyboard shortcuts' });
      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      await page.getByRole('group', { name: 'Keyboard shortcuts' }).waitFor();
      return page.locator('.chat-panel__conversation').screenshot();
    },
  },
  {
    file: 'blog-index.png',
    viewport: DESKTOP,
    async take(page) {
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1, name: 'Cold Email Mastery Blog' }).waitFor();
      return page.screenshot({ fullPage: true });
    },
  },
  {
    file: 'article.png',
    viewport: DESKTOP,
    async take(page) {
      await page.goto(ARTICLE);
      await page.getByRole('heading', { name: 'Ready to put this into practice?' }).waitFor();
      return page.screenshot({ fullPage: true });
    },
  },
  {
    file: 'article-phone.png',
    viewport: PHONE,
    deviceScaleFactor: 2,
    async take(page) {
      await page.goto(TABLE_ARTICLE);
      await page.getByRole('heading', { name: 'Ready to put this into practice?' }).waitFor();
      return page.screenshot({ fullPage: true });
    },
  },
];

async function capture(browser: Browser, site: Site, shot: Shot): Promise<void> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: shot.viewport,
    colorScheme: shot.colorScheme ?? 'light',
    deviceScaleFactor: shot.deviceScaleFactor ?? 1,
    // Still pictures: no caret blinking or half-finished transitions.
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const image = await shot.take(page);
    await writeFile(path.join(outDir, shot.file), image);
    console.log(`docs/screenshots/${shot.file}`);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!hasChromium()) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium or set CHROMIUM_PATH.`);
  if (!existsSync(path.join(root, 'web/dist/index.html'))) {
    console.log('web/dist is missing: building the web app first');
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'web'),
      stdio: 'inherit',
    });
  }
  mkdirSync(outDir, { recursive: true });
  const [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  try {
    for (const shot of SHOTS) await capture(browser, site, shot);
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
