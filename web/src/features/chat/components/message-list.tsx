import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ArrowDownIcon } from '../../../components/icons.tsx';
import { prefersReducedMotion } from '../../../lib/media.ts';
import { useIsAwaitingReply, useIsTyping, useMessageKeys } from '../store/use-chat-store.ts';
import { MessageItem } from './message-item.tsx';

/** Room left under the end of the conversation when it is followed, in pixels. */
const END_MARGIN_PX = 12;
/** Scrolling up by more than this, while a reply is written, is the visitor's doing. */
const UP_SLACK_PX = 4;

function behavior(smooth: boolean): ScrollBehavior {
  return smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
}

/** How far the window must scroll down for the bottom of `frame` to show; 0 when it already does. */
function distanceToEnd(frame: HTMLElement): number {
  return Math.max(0, frame.getBoundingClientRect().bottom + END_MARGIN_PX - window.innerHeight);
}

/** Scrolls the window down until the end of the conversation (its input) is in view. */
function revealEnd(frame: HTMLElement, smooth: boolean): void {
  const distance = distanceToEnd(frame);
  if (distance > 0) window.scrollTo({ top: window.scrollY + distance, behavior: behavior(smooth) });
}

/** The message's start under the sticky header (the stylesheet's scroll-margin), unless it already shows. */
function revealStart(message: Element): void {
  const top = message.getBoundingClientRect().top;
  const margin = parseFloat(getComputedStyle(message).scrollMarginTop) || 0;
  if (top >= margin - 1 && top < window.innerHeight / 2) return;
  message.scrollIntoView({ block: 'start', behavior: behavior(true) });
}

export interface MessageListProps {
  /** The conversation's frame: its bottom (the input) is the end that a reply being written is followed to. */
  frame: RefObject<HTMLElement | null>;
}

/**
 * The conversation, in the page's own flow: no box of its own to scroll. While a reply is written
 * the page follows it down, as long as the visitor stays at the end; once they scroll up it stops
 * following and offers "Jump to latest". When the reply is done, its start is brought into view
 * (under the sticky header), so the visitor reads it from the top. The content's growth is noticed
 * by the browser, so streaming text does not re-render the list.
 */
export function MessageList({ frame }: MessageListProps) {
  const keys = useMessageKeys();
  const typing = useIsTyping();
  const awaiting = useIsAwaitingReply();
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const awaitingNow = useRef(awaiting);
  const [showJump, setShowJump] = useState(false);

  useEffect(() => {
    const inner = content.current;
    // Every browser the site is built for has ResizeObserver; jsdom, in tests, has not.
    if (!inner || typeof ResizeObserver !== 'function') return;
    let newest = inner.lastElementChild;
    // Called when the browser has just laid out content whose size changed, before it paints:
    // measuring then costs no extra layout, once a frame however much text the frame brought.
    const observer = new ResizeObserver(() => {
      // A new message (or the typing indicator) glides into view; text growing inside one is
      // followed at once: a smooth scroll per streamed word would still be running when the
      // visitor scrolls up, and would pull them back down.
      const last = inner.lastElementChild;
      const glide = last !== newest;
      newest = last;
      if (awaitingNow.current && following.current && frame.current) revealEnd(frame.current, glide);
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [frame]);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const element = frame.current;
      if (element && distanceToEnd(element) <= END_MARGIN_PX * 2) {
        following.current = true;
        setShowJump(false);
      } else if (awaitingNow.current && y < lastY - UP_SLACK_PX) {
        // While a reply is written the page only ever scrolls down by itself: up is the visitor.
        following.current = false;
        setShowJump(true);
      }
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [frame]);

  // The reply has ended: a new one is read from its start; an apology shows with the input.
  useEffect(() => {
    const was = awaitingNow.current;
    awaitingNow.current = awaiting;
    if (!was || awaiting || !following.current) return;
    const inner = content.current;
    const last = inner?.lastElementChild;
    if (!inner || !last) return;
    const frameId = requestAnimationFrame(() => {
      if (last.classList.contains('message--reply')) revealStart(last);
      else if (frame.current) revealEnd(frame.current, true);
    });
    return () => cancelAnimationFrame(frameId);
  }, [awaiting, frame]);

  const jumpToLatest = useCallback(() => {
    following.current = true;
    setShowJump(false);
    const last = content.current?.lastElementChild;
    if (!awaitingNow.current && last?.classList.contains('message--reply')) last.scrollIntoView({ block: 'start', behavior: behavior(true) });
    else if (frame.current) revealEnd(frame.current, true);
  }, [frame]);

  return (
    <div className="message-list">
      <div ref={content} className="message-list__content" role="region" aria-label="Conversation">
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
      {showJump ? (
        <button type="button" className="jump-to-latest" onClick={jumpToLatest} aria-label="Jump to latest" title="Jump to latest">
          <ArrowDownIcon />
        </button>
      ) : null}
    </div>
  );
}
