import { jsonForScript } from '../lib/script-json.ts';

/**
 * A prerendered document names the path it was rendered for in a JSON data block after the app's
 * root element. The site's policy (`script-src 'self'`) runs no inline script, and a data block
 * is never run, so it needs no exception.
 */
export const PRERENDERED_ID = 'prerendered-page';

// Around the page's own head tags in a prerendered document, so the browser can tell them from the
// document's fixed ones (charset, viewport, scripts) when it renders the page afresh.
export const PAGE_HEAD_START = '<!--page-head-->';
export const PAGE_HEAD_END = '<!--/page-head-->';

export interface Prerendered {
  /** The path the document was rendered for: 404.html is served at other paths too. */
  path: string;
}

/** The data block for a page prerendered at `path`. */
export function prerenderedElement(path: string): string {
  const prerendered: Prerendered = { path };
  return `<script type="application/json" id="${PRERENDERED_ID}">${jsonForScript(prerendered)}</script>`;
}

/** What this document was prerendered as, or undefined when it was not (the dev server). */
export function readPrerendered(doc: Document = document): Prerendered | undefined {
  const element = doc.getElementById(PRERENDERED_ID);
  if (!element?.textContent) return undefined;
  const value: unknown = JSON.parse(element.textContent);
  if (typeof value !== 'object' || value === null || typeof (value as Prerendered).path !== 'string') {
    throw new Error('The prerendered page block is malformed');
  }
  return { path: (value as Prerendered).path };
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
