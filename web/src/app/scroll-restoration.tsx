import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

// Every page load starts with the key "default": keyed by path instead, one page's scroll position
// is not restored on another page loaded afterwards in the same tab.
const scrollKey = (location: Location) => (location.key === 'default' ? `load:${location.pathname}` : location.key);

// Where the visitor left each history entry of this tab, by scroll key. Kept in sessionStorage
// over reloads.
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      positions = typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

function scrollToStart(hash: string): void {
  if (hash) {
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(hash.slice(1)));
    } catch {
      // Not a decodable id: the page starts at the top.
    }
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}

/**
 * Scrolls to `y`, and again as the page grows, until it gets there: content that arrives just
 * after the first render (the chat kept over a reload) would otherwise leave a reload short of
 * where the visitor was. Gives up after a few seconds, or as soon as the visitor scrolls.
 */
// While a position is being restored the page may still be too short for it (an article's chunk
// still on its way): the scrolls the browser clamps meanwhile are not the visitor's position.
let restoring = false;
let stopRestoring: (() => void) | null = null;

function scrollWhenTallEnough(y: number): void {
  stopRestoring?.();
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1 || typeof ResizeObserver !== 'function') return;
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  restoring = true;
  const stop = () => {
    restoring = false;
    stopRestoring = null;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, stop);
  };
  stopRestoring = stop;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1) stop();
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, 3000);
  for (const type of events) window.addEventListener(type, stop, { passive: true });
}

/**
 * Scrolls as page loads would: a page reached by a link starts at the top (or at its #fragment),
 * and going back or forward, or reloading, returns to where the visitor was on that page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const key = scrollKey(location);
  // The entry the window's scroll position belongs to: set when a page commits, before the
  // browser reports any scrolling of it.
  const current = useRef<string | null>(null);

  useEffect(() => {
    const record = () => {
      if (current.current !== null && !restoring) savedPositions()[current.current] = window.scrollY;
    };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage is full or blocked: positions are kept for this page load only.
      }
      // If the visitor comes back to this document from another one, the browser restores it.
      window.history.scrollRestoration = 'auto';
    };
    const resume = () => {
      window.history.scrollRestoration = 'manual';
    };
    resume();
    window.addEventListener('scroll', record, { passive: true });

    window.addEventListener('pagehide', save);
    window.addEventListener('pageshow', resume);
    return () => {
      window.removeEventListener('scroll', record);

      window.removeEventListener('pagehide', save);
      window.removeEventListener('pageshow', resume);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (current.current === key) return;
    const firstPage = current.current === null;
    // A scroll the browser has not reported yet still belongs to the page being left. Read now,
    // unless the new page's end has clamped it (then the last reported position stands).
    const leaving = current.current;
    if (leaving !== null && !restoring && window.scrollY < document.documentElement.scrollHeight - window.innerHeight - 1) savedPositions()[leaving] = window.scrollY;
    current.current = key;
    const saved = savedPositions()[key];
    if (firstPage) {
      // Reloaded, or returned to from another site: back where the visitor was. A page loaded
      // afresh is already at its start.
      if (typeof saved === 'number') scrollWhenTallEnough(saved);
      return;
    }
    // A plain #fragment link (the skip link) makes a history entry of its own, and the browser has
    // already scrolled to its target.
    if (location.key === 'default' && location.hash) return;
    if (typeof saved === 'number') scrollWhenTallEnough(saved);
    else {
      stopRestoring?.();
      scrollToStart(location.hash);
    }
  }, [key, location.key, location.hash]);

  return null;
}
