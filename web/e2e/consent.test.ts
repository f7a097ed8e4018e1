// Analytics and advertising in a real browser: nothing optional loads or sets a cookie before the
// visitor says yes, or ever for advertising with Global Privacy Control; a yes loads exactly the
// configured scripts; a no loads none and is remembered; the footer link reopens the choices.
// The third-party hosts are answered by the test (no network): a stand-in gtag.js sets a
// first-party _ga cookie as the real one does.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { waitForChat, waitForHydration, sleep } from './chat-page.ts';
import { browserAvailable, launchBrowser, type Site, startSite } from './harness.ts';
import { newVisitor } from './visitor.ts';

const GA4 = 'G-TEST12345';
const ADSENSE = 'ca-pub-1234567890123456';

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Every request to a host other than the site's own. */
  thirdParty: string[];
}

async function visit(browser: Browser, site: Site, test: TestContext, options: { gpc?: boolean } = {}): Promise<Watched> {
  const thirdParty: string[] = [];
  let context!: BrowserContext;
  const page = await newVisitor(browser, site, test, {
    before: async (ctx) => {
      context = ctx;
      if (options.gpc) {
        await ctx.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
        await ctx.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
      }
      await ctx.route(
        (url) => url.origin !== site.url,
        (route) => {
          const url = route.request().url();
          thirdParty.push(url);
          const body = url.includes('googletagmanager.com') ? `document.cookie = '_ga=GA1.1.1.1; path=/; max-age=3600';` : '';
          return route.fulfill({ status: 200, contentType: 'text/javascript', body });
        },
      );
    },
  });
  return { page, context, thirdParty };
}

async function openHome({ page }: Watched): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await waitForChat(page);
}

/** Waits for `check` to hold, failing after 10 s. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await check()); waited += 50) {
    if (waited > 10_000) throw new Error(`Still false after 10 s: ${check.toString()}`);
    await sleep(50);
  }
}

const cookieNames = async ({ context }: Watched) => (await context.cookies()).map((cookie) => cookie.name).sort();
const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

describe.skipIf(!browserAvailable)('consent in a browser', { concurrent: true }, () => {
  let plain: Site;
  let tracked: Site;
  let browser: Browser;

  beforeAll(async () => {
    [plain, tracked, browser] = await Promise.all([startSite(), startSite({ GA4_MEASUREMENT_ID: GA4, ADSENSE_CLIENT_ID: ADSENSE }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([plain?.stop(), tracked?.stop()]);
  });

  it('with nothing configured: no banner, no other host, only the session cookie, and the footer link says so', async (test) => {
    const visitor = await visit(browser, plain, test);
    const response = await visitor.page.goto('/');
    expect(response!.headers()['content-security-policy']).not.toMatch(/https:/);
    await waitForHydration(visitor.page);
    await waitForChat(visitor.page);
    await sleep(300);
    expect(await banner(visitor.page).count()).toBe(0);
    expect(visitor.thirdParty).toEqual([]);
    expect(await cookieNames(visitor)).toEqual(['mm_session']);
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Your Privacy Choices' });
    await dialog.getByText('This site runs no analytics and no advertising').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visitor.page.goto('/cookie-policy');
    await visitor.page.getByRole('note').getByText('On this site now: no analytics and no advertising are switched on.').waitFor();
  });

  it('with analytics and advertising configured: asks first, and nothing optional loads or sets a cookie before the answer', async (test) => {
    const visitor = await visit(browser, tracked, test);
    await openHome(visitor);
    await banner(visitor.page).waitFor();
    await sleep(500);
    expect(visitor.thirdParty).toEqual([]);
    expect(await cookieNames(visitor)).toEqual(['mm_session']);
    await visitor.page.goto('/privacy-policy');
    await visitor.page.getByRole('note').getByText('On this site now: Google Analytics for analytics and Google AdSense for advertising.').waitFor();
    await banner(visitor.page).waitFor();
    // Reject sits beside Accept at the same size.
    const reject = await banner(visitor.page).getByRole('button', { name: 'Reject all' }).boundingBox();
    const accept = await banner(visitor.page).getByRole('button', { name: 'Accept all' }).boundingBox();
    expect(Math.round(reject!.height)).toBe(Math.round(accept!.height));
    expect(Math.abs(reject!.width - accept!.width)).toBeLessThan(8);
  });

  it('the banner and the choices dialog pass axe, in light and dark', async (test) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const visitor = await visit(browser, tracked, test);
      await visitor.page.emulateMedia({ colorScheme });
      await visitor.page.goto('/blog');
      await waitForHydration(visitor.page);
      await banner(visitor.page).waitFor();
      const onBanner = await new AxeBuilder({ page: visitor.page }).include('.consent-banner').analyze();
      expect(onBanner.violations.map((v) => `${v.id}: ${v.help}`), colorScheme).toEqual([]);
      await banner(visitor.page).getByRole('button', { name: 'Choices' }).click();
      await visitor.page.getByRole('dialog', { name: 'Your Privacy Choices' }).waitFor();
      const onDialog = await new AxeBuilder({ page: visitor.page }).include('.privacy-choices').analyze();
      expect(onDialog.violations.map((v) => `${v.id}: ${v.help}`), colorScheme).toEqual([]);
    }
  });

  it('Accept all loads the configured analytics and advertising, and is remembered', async (test) => {
    const visitor = await visit(browser, tracked, test);
    await openHome(visitor);
    await banner(visitor.page).getByRole('button', { name: 'Accept all' }).click();
    await banner(visitor.page).waitFor({ state: 'detached' });
    await until(() => visitor.thirdParty.length === 2);
    expect(visitor.thirdParty.some((url) => url.startsWith(`https://www.googletagmanager.com/gtag/js?id=${GA4}`))).toBe(true);
    expect(visitor.thirdParty.some((url) => url.startsWith(`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${ADSENSE}`))).toBe(true);
    await until(async () => (await cookieNames(visitor)).join() === '_ga,mm_session');

    await visitor.page.reload();
    await waitForHydration(visitor.page);
    await until(() => visitor.thirdParty.length === 4);
    expect(await banner(visitor.page).count()).toBe(0);
  });

  it('Reject all loads nothing, now or on the next visit', async (test) => {
    const visitor = await visit(browser, tracked, test);
    await openHome(visitor);
    await banner(visitor.page).getByRole('button', { name: 'Reject all' }).click();
    await banner(visitor.page).waitFor({ state: 'detached' });
    await visitor.page.goto('/blog');
    await waitForHydration(visitor.page);
    await sleep(500);
    expect(await banner(visitor.page).count()).toBe(0);
    expect(visitor.thirdParty).toEqual([]);
    expect(await cookieNames(visitor)).toEqual(['mm_session']);
  });

  it('with Global Privacy Control: nothing before the answer, and no advertising even on Accept all', async (test) => {
    const visitor = await visit(browser, tracked, test, { gpc: true });
    await openHome(visitor);
    await banner(visitor.page).getByText('Your browser sends Global Privacy Control, so advertising stays off.').waitFor();
    await sleep(300);
    expect(visitor.thirdParty).toEqual([]);
    expect(await cookieNames(visitor)).toEqual(['mm_session']);
    await banner(visitor.page).getByRole('button', { name: 'Accept all' }).click();
    await until(() => visitor.thirdParty.length === 1);
    await sleep(500);
    expect(visitor.thirdParty).toHaveLength(1);
    expect(visitor.thirdParty[0]).toContain('googletagmanager.com');
  });

  it('the footer link reopens the choices, and a change there takes effect', async (test) => {
    const visitor = await visit(browser, tracked, test);
    await openHome(visitor);
    await banner(visitor.page).getByRole('button', { name: 'Reject all' }).click();
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Your Privacy Choices' });
    const analytics = dialog.getByRole('checkbox', { name: /Analytics: Google Analytics/ });
    expect(await analytics.isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: /Advertising: Google AdSense/ }).isChecked()).toBe(false);
    await analytics.check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await dialog.waitFor({ state: 'detached' });
    await until(() => visitor.thirdParty.length === 1);
    expect(visitor.thirdParty[0]).toContain('googletagmanager.com');

    // Withdrawing the yes removes the analytics cookie and reloads the page without the script.
    await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' }).click();
    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await visitor.page.waitForLoadState('load');
    await waitForHydration(visitor.page);
    await until(async () => (await cookieNames(visitor)).join() === 'mm_session');
    await sleep(300);
    expect(visitor.thirdParty).toHaveLength(1);
  });
});
