import type { HydrationState, StaticHandlerContext } from 'react-router-dom';
import { jsonForScript } from '../lib/script-json.ts';

/**
 * The router's prerendered state travels in a JSON data block, not in the inline script React
 * Router would write: the site's policy (`script-src 'self'`) runs no inline script, and a data
 * block is never run, so it needs no exception.
 */
export const HYDRATION_DATA_ID = 'router-hydration-data';

// Around the page's own head tags in a prerendered document, so the browser can tell them from the
// document's fixed ones (charset, viewport, scripts) when it renders the page afresh.
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalRecord = (value: unknown) => value === undefined || value === null || isRecord(value);

/**
 * Checked by hand rather than with zod: this runs in the entry chunk of every page, and zod
 * would add tens of kilobytes to pages (blog, legal) that otherwise need none of it.
 * A route error response (a 404) arrives as a plain object, which isRouteErrorResponse accepts.
 */
function parseHydrationState(value: unknown): HydrationState {
  if (!isRecord(value) || !optionalRecord(value.loaderData) || !optionalRecord(value.actionData) || !optionalRecord(value.errors)) {
    throw new Error('The prerendered router state is malformed');
  }
  return value as HydrationState;
}

export interface Prerendered {
  /** The path the document was rendered for: 404.html is served at other paths too. */
  path: string;
  state: HydrationState;
}

/** What the browser router needs to start where prerendering stopped, without running loaders. */
export function hydrationStateOf(context: StaticHandlerContext): HydrationState {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The data block for a page prerendered at `path`, placed after the app's root element. */
export function hydrationDataElement(state: HydrationState, path: string): string {
  return `<script type="application/json" id="${HYDRATION_DATA_ID}" data-path="${escapeAttribute(path)}">${jsonForScript(state)}</script>`;
}

/** This document's prerendered state, or undefined when it was not prerendered (the dev server). */
export function readPrerendered(doc: Document = document): Prerendered | undefined {
  const element = doc.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return undefined;
  const state = parseHydrationState(JSON.parse(element.textContent));
  return { path: element.dataset.path ?? '', state };
}

/** Whether two paths name the same page; the server ignores trailing slashes too. */
export function samePage(a: string, b: string): boolean {
  const normal = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
  return normal(a) === normal(b);
}

/**
 * Removes the page's own prerendered head tags. Hydration adopts them, but a fresh render adds its
 * own, and the page would have two titles.
 */
export function removePrerenderedHead(doc: Document = document): void {
  const marker = (node: ChildNode, text: string) => node.nodeType === Node.COMMENT_NODE && `<!--${node.nodeValue}-->` === text;
  let inside = false;
  for (const node of [...doc.head.childNodes]) {
    if (marker(node, PAGE_HEAD_START)) inside = true;
    const remove = inside;
    if (marker(node, PAGE_HEAD_END)) inside = false;
    if (remove) node.remove();
  }
}
