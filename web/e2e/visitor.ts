import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import type { PageOptions, Site } from './harness.ts';

export interface VisitorOptions extends PageOptions {
  /** Runs on the new context before the first page opens (e.g. to set up `context.route`). */
  before?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * A new visitor for one test: its own browser context (cookies, storage, permissions), closed when
 * the test finishes. An uncaught error in the page fails the test. Safe in concurrent tests.
 */
export async function newVisitor(browser: Browser, site: Site, test: TestContext, options: VisitorOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const errors: string[] = [];
  test.onTestFinished(async () => {
    await context.close();
    if (errors.length > 0) throw new Error(`The page threw:\n${errors.join('\n')}`);
  });
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: site.url });
  await options.before?.(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => errors.push(String(error)));
  return page;
}
