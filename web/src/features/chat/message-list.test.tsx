import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailOption } from '@mailmuse/api/contract';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { controlledStream } from '../../test/sse.ts';
import { chatStore } from './store/use-chat-store.ts';
import { findChatInput, resetChat } from './test-utils.ts';

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

/**
 * The layout jsdom lacks: a window 300 px tall over a page whose conversation (its input at the
 * bottom) ends `end` px down, and whose newest reply starts `replyTop` px down.
 */
function fakePage() {
  const page = { y: 0, end: 1000, replyTop: 400, scrolls: [] as ScrollToOptions[], intoView: [] as Array<{ element: Element; options: ScrollIntoViewOptions }> };
  vi.stubGlobal('innerHeight', 300);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => page.y);
  const scrollTo = (y: number) => {
    page.y = y;
    fireEvent.scroll(window);
  };
  vi.stubGlobal('scrollTo', (options: ScrollToOptions) => {
    page.scrolls.push(options);
    scrollTo(options.top ?? 0);
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.classList.contains('chat-panel__conversation')) return DOMRect.fromRect({ x: 0, y: 200 - page.y, width: 800, height: page.end - 200 });
    if (this.classList.contains('message--reply')) return DOMRect.fromRect({ x: 0, y: page.replyTop - page.y, width: 800, height: 500 });
    return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  });
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    page.intoView.push({ element: this, options: options as ScrollIntoViewOptions });
  };
  return {
    page,
    /** The visitor scrolls the window to `y`. */
    scrollTo,
    /** The conversation grew by `px` at its end. */
    grow(px: number) {
      page.end += px;
      FakeResizeObserver.resized();
    },
  };
}

const OPTIONS: EmailOption[] = [
  { id: 'a', tone: 'Warm', subject: 'Thank you', body: 'Dear Jo,\n\nThank you.\n\nSam' },
  { id: 'b', tone: 'Brief', subject: 'Thanks!', body: 'Jo, thanks!\n\nSam' },
];

/** A reply the test writes event by event. */
function heldReply() {
  const sse = controlledStream();
  server.use(http.post('/api/chat/generate/stream', () => new HttpResponse(sse.stream, { headers: sse.headers })));
  return {
    start() {
      sse.send(1, 'start', { requestId: 'r', messageId: 'm', engine: 'Built-in composer' });
      sse.send(2, 'message-delta', { text: 'Here are two options.' });
      sse.send(3, 'option-delta', { index: 0, field: 'subject', text: 'Thank you' });
    },
    finish() {
      const message = {
        id: 'm',
        sessionId: chatStore.getState().sessionId ?? '',
        role: 'assistant' as const,
        content: 'Here are two options.',
        emailOptions: OPTIONS,
        createdAt: new Date().toISOString(),
        engine: 'Built-in composer',
        status: 'complete' as const,
      };
      sse.send(4, 'done', { message, emailOptions: OPTIONS });
      sse.close();
    },
  };
}

// jsdom has none; fakePage() puts one in for a test.
const originalScrollIntoView = Element.prototype.scrollIntoView;

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('the conversation in the page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await resetChat();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Element.prototype.scrollIntoView = originalScrollIntoView;
    FakeResizeObserver.observers.clear();
  });

  it('has no box of its own to scroll', async () => {
    renderRoute('/');
    await findChatInput();
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(conversation).not.toHaveAttribute('tabindex');
    expect(document.querySelector('.message-list__scroller')).toBeNull();
  });

  it('follows a reply being written while the visitor is at the end: a new message glides in, growing text at once', async () => {
    let reducedMotion = false;
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reducedMotion, media: query }));
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const { page, grow } = fakePage();

    // No reply on its way: the page stays where the visitor is.
    grow(0);
    expect(page.scrolls).toEqual([]);

    const reply = heldReply();
    await user.type(input, 'Say thanks to Jo{Enter}');
    await screen.findByText('Typing...');
    // The typing indicator is new: the end of the conversation (its input) glides into view.
    grow(40);
    expect(page.scrolls.at(-1)).toEqual({ top: 1040 + 12 - 300, behavior: 'smooth' });

    reply.start();
    await screen.findByText('Here are two options.');
    grow(200);
    expect(page.scrolls.at(-1)).toEqual({ top: 1240 + 12 - 300, behavior: 'smooth' });
    // The same message grew: followed at once.
    grow(30);
    expect(page.scrolls.at(-1)).toEqual({ top: 1270 + 12 - 300, behavior: 'auto' });
    reply.finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy option 2' })).toBeEnabled());
    const count = page.scrolls.length;
    grow(100);
    expect(page.scrolls).toHaveLength(count);

    // Less motion asked for: no glide either.
    reducedMotion = true;
    heldReply();
    await user.type(input, 'And to Sam{Enter}');
    await screen.findByText('Typing...');
    grow(40);
    expect(page.scrolls.at(-1)?.behavior).toBe('auto');
  });

  it('brings a finished reply\'s start into view, under the header, when the page had followed it past', async () => {
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const { page, grow } = fakePage();
    const reply = heldReply();
    await user.type(input, 'Say thanks to Jo{Enter}');
    reply.start();
    await screen.findByText('Here are two options.');
    grow(900);
    expect(page.y).toBeGreaterThan(page.replyTop);

    reply.finish();
    await waitFor(() => expect(page.intoView).toHaveLength(1));
    const { element, options } = page.intoView[0]!;
    expect(element).toHaveClass('message--reply');
    expect(element).toHaveTextContent('Here are two options.');
    expect(options).toMatchObject({ block: 'start' });
  });

  it('leaves a finished reply alone when its start already shows', async () => {
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const { page } = fakePage();
    page.replyTop = 100;
    const reply = heldReply();
    await user.type(input, 'Say thanks to Jo{Enter}');
    reply.start();
    reply.finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy option 2' })).toBeEnabled());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(page.intoView).toEqual([]);
  });

  it('stops following when the visitor scrolls up during a reply, and "Jump to latest" brings them back', async () => {
    const { user } = renderRoute('/');
    const input = await findChatInput();
    const { page, grow, scrollTo } = fakePage();
    const reply = heldReply();
    await user.type(input, 'Say thanks to Jo{Enter}');
    reply.start();
    await screen.findByText('Here are two options.');
    grow(500);
    const followed = page.y;
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();

    scrollTo(followed - 300);
    const jump = await screen.findByRole('button', { name: 'Jump to latest' });
    // Text still arriving does not drag a reader who scrolled up.
    grow(200);
    expect(page.y).toBe(followed - 300);

    await user.click(jump);
    expect(page.y).toBe(page.end + 12 - 300);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
    grow(50);
    expect(page.y).toBe(page.end + 12 - 300);
    reply.finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy option 2' })).toBeEnabled());
  });
});
