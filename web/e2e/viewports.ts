import type { Page } from 'playwright-core';

/** The two screens the chat is checked on: a laptop and a phone. */
export const VIEWPORTS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The part of the window not under the sticky header: what the visitor can actually read. */
export async function readableArea(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => ({
    top: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
    bottom: window.innerHeight,
  }));
}

/** Waits until the element matched by `selector` lies wholly in the readable area, scrolling done. */
export async function waitInView(page: Page, selector: string, timeout = 5000): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      if (!element) return false;
      const rect = element.getBoundingClientRect();
      const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      return rect.top >= headerBottom - 1 && rect.bottom <= window.innerHeight + 1;
    },
    selector,
    { timeout, polling: 100 },
  );
}

/** Elements whose content scrolls inside them, vertically: a box with more than its own height. */
export function innerScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => /(auto|scroll)/.test(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${element.clientHeight}/${element.scrollHeight} px)`),
  );
}

/** Counts layout shifts (CLS) from the start of the page, as Chrome reports them; call before goto. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
}
