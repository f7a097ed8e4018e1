import { useCallback, useEffect, useRef, useState } from 'react';
import { ArrowDownIcon } from '../../../components/icons.tsx';
import { prefersReducedMotion } from '../../../lib/media.ts';
import { useIsTyping, useMessageKeys } from '../store/use-chat-store.ts';
import { MessageItem } from './message-item.tsx';

/** Within this many pixels of the end, the visitor counts as reading the newest message. */
const BOTTOM_SLACK_PX = 32;

function scrollToEnd(element: HTMLElement, smooth: boolean): void {
  const top = element.scrollHeight;
  if (typeof element.scrollTo === 'function') {
    element.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  } else {
    element.scrollTop = top;
  }
}

/**
 * The conversation. It follows new content while the visitor is at the bottom; once they scroll
 * up it stops following and offers "Jump to latest". The content's growth is noticed by the
 * browser, so streaming text does not re-render the list.
 */
export function MessageList() {
  const keys = useMessageKeys();
  const typing = useIsTyping();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastScrollTop = useRef(0);
  const [showJump, setShowJump] = useState(false);

  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    // Every browser the site is built for has ResizeObserver; jsdom, in tests, has not.
    if (!element || !inner || typeof ResizeObserver !== 'function') return;
    let newest = inner.lastElementChild;
    // Called when the browser has just laid out content whose size changed, before it paints:
    // reading the height then costs no extra layout, and it happens once a frame however much text
    // the frame brought.
    const observer = new ResizeObserver(() => {
      // A new message (or the typing indicator) glides into view; text growing inside one is
      // followed at once. A smooth scroll per streamed word would still be running when the
      // visitor scrolls up, and would pull them back down.
      const last = inner.lastElementChild;
      const glide = last !== newest;
      newest = last;
      if (following.current) scrollToEnd(element, glide);
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom) {
      following.current = true;
      setShowJump(false);
    } else if (element.scrollTop < lastScrollTop.current) {
      // Only a move up is the visitor's doing: following scrolls only ever go down.
      following.current = false;
      setShowJump(true);
    }
    lastScrollTop.current = element.scrollTop;
  }, []);

  function jumpToLatest() {
    const element = scroller.current;
    if (!element) return;
    following.current = true;
    setShowJump(false);
    scrollToEnd(element, true);
  }

  return (
    <div className="message-list">
      <div
        ref={scroller}
        className="message-list__scroller"
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        onScroll={onScroll}
      >
        <div ref={content} className="message-list__content">
          {keys.map((key) => (
            <MessageItem key={key} messageKey={key} />
          ))}
          {typing ? (
            <div className="typing">
              <span className="typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span>Typing...</span>
            </div>
          ) : null}
        </div>
      </div>
      {showJump ? (
        <button type="button" className="button button--small jump-to-latest" onClick={jumpToLatest}>
          <ArrowDownIcon />
          Jump to latest
        </button>
      ) : null}
    </div>
  );
}
