import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('conversation scrolling', { timeout: 20_000 }, () => {
  beforeEach(resetChat);

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
  });
});
