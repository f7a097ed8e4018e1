import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { findChatInput, resetChat } from './test-utils.ts';

/** Gives the conversation a layout jsdom lacks: 1000 px of content in a 300 px window. */
function fakeLayout(scroller: HTMLElement) {
  let top = 700;
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => 1000 });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 300 });
  Object.defineProperty(scroller, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.min(value, 700);
    },
  });
  return {
    scrollTo(value: number) {
      top = value;
      fireEvent.scroll(scroller);
    },
    get top() {
      return top;
    },
  };
}

/**
 * The ResizeObserver jsdom lacks. `resized()` reports that the conversation's content changed size,
 * as a browser does once it has laid the content out, before painting.
 */
class FakeResizeObserver {
  static observers = new Set<FakeResizeObserver>();
  private readonly callback: ResizeObserverCallback;

  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
  }

  observe() {
    FakeResizeObserver.observers.add(this);
  }

  unobserve() {}

  disconnect() {
    FakeResizeObserver.observers.delete(this);
  }

  static resized() {
    for (const observer of FakeResizeObserver.observers) observer.callback([], observer as unknown as ResizeObserver);
  }
}

/** Waits until the reply to the latest message is complete: both copy buttons of each reply enabled. */
async function replyFinished(replies: number) {
  await waitFor(() => {
    const copies = screen.getAllByRole('button', { name: /Copy option/ });
    expect(copies).toHaveLength(replies * 2);
    for (const copy of copies) expect(copy).toBeEnabled();
  });
}

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('conversation scrolling', { timeout: 20_000 }, () => {
  beforeEach(resetChat);
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeResizeObserver.observers.clear();
  });

  it('follows content that grew while at the bottom: a new message glides in, growing text at once', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    let reducedMotion = false;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reducedMotion, media: query }));
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const scroller = screen.getByRole('region', { name: 'Conversation' });
    const layout = fakeLayout(scroller);
    const scrolls: Array<ScrollToOptions | undefined> = [];
    scroller.scrollTo = ((options?: ScrollToOptions) => {
      scrolls.push(options);
      scroller.scrollTop = options?.top ?? 0;
      fireEvent.scroll(scroller);
    }) as typeof scroller.scrollTo;

    // Nothing new at the end: the view keeps to the end at once.
    FakeResizeObserver.resized();
    expect(scrolls).toEqual([{ top: 1000, behavior: 'auto' }]);

    await user.type(input, 'Say thanks to Jo{Enter}');
    await replyFinished(1);
    FakeResizeObserver.resized();
    expect(scrolls.at(-1)).toEqual({ top: 1000, behavior: 'smooth' });
    // The same message grew: no glide.
    FakeResizeObserver.resized();
    expect(scrolls.at(-1)).toEqual({ top: 1000, behavior: 'auto' });
    expect(scrolls).toHaveLength(3);

    // The visitor asked for less motion: new messages arrive without a glide too.
    reducedMotion = true;
    await user.type(input, 'And to Sam{Enter}');
    await replyFinished(2);
    FakeResizeObserver.resized();
    expect(scrolls.at(-1)).toEqual({ top: 1000, behavior: 'auto' });
    expect(scrolls).toHaveLength(4);

    // Scrolled up: growth no longer moves the view.
    layout.scrollTo(200);
    FakeResizeObserver.resized();
    expect(scrolls).toHaveLength(4);
    expect(layout.top).toBe(200);
  });

  it('stops following when the visitor scrolls up, and jumps back to the latest on request', async () => {
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const scroller = screen.getByRole('region', { name: 'Conversation' });
    const layout = fakeLayout(scroller);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();

    layout.scrollTo(650);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
    layout.scrollTo(200);
    const jump = screen.getByRole('button', { name: 'Jump to latest' });

    // New content does not drag a reader who scrolled up.
    await user.type(input, 'Say thanks to Jo{Enter}');
    await screen.findByText('Say thanks to Jo');
    expect(layout.top).toBe(200);

    await user.click(jump);
    expect(layout.top).toBe(700);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
    await screen.findByText('Option 2');
    await replyFinished(1);
  });
});
