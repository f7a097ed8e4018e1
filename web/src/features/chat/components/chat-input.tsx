import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { MAX_MESSAGE_CHARS } from '@mailmuse/api/contract';
import { CloseIcon, SendIcon, StopIcon } from '../../../components/icons.tsx';
import { prefersReducedMotion } from '../../../lib/media.ts';
import { replyKit } from '../load-reply-kit.ts';
import { KeyboardShortcutsHelp } from './keyboard-shortcuts.tsx';
import {
  draftProblem,
  useChatActions,
  useChosenTemplate,
  useDraft,
  useInputFocusRequested,
  useIsAwaitingReply,
  useIsStopping,
} from '../store/use-chat-store.ts';

export const INPUT_MIN_HEIGHT_PX = 44;
export const INPUT_MAX_HEIGHT_PX = 120;
/** The length counter appears within the last tenth of the limit. */
const COUNTER_FROM = Math.floor(MAX_MESSAGE_CHARS * 0.9);

/**
 * Where the browser sizes the textarea to its text itself (`field-sizing: content` in the
 * stylesheet), nothing is measured: measuring makes the browser lay the page out in the middle
 * of every keystroke.
 */
function sizesItself(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
}

function fitHeight(textarea: HTMLTextAreaElement): void {
  textarea.style.height = 'auto';
  // Read once: each read after a style change makes the browser lay the page out again.
  const contentHeight = textarea.scrollHeight;
  textarea.style.height = `${Math.min(INPUT_MAX_HEIGHT_PX, Math.max(INPUT_MIN_HEIGHT_PX, contentHeight))}px`;
  textarea.style.overflowY = contentHeight > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
}

/**
 * After a template, a prompt idea or a link filled the input (often far from it on the page): the
 * input comes into view, with the visitor's caret at the end of the text, ready to edit or send.
 */
function useFocusAfterFill(textarea: RefObject<HTMLTextAreaElement | null>): void {
  const requested = useInputFocusRequested();
  const { inputFocused } = useChatActions();
  useEffect(() => {
    const element = textarea.current;
    if (!requested || !element) return;
    inputFocused();
    element.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
    const end = element.value.length;
    element.setSelectionRange(end, end);
  }, [requested, inputFocused, textarea]);
}

export function ChatInput() {
  const draft = useDraft();
  const awaiting = useIsAwaitingReply();
  const stopping = useIsStopping();
  const template = useChosenTemplate();
  const { draftChanged, messageSent, stopRequested, templateCleared } = useChatActions();
  const textarea = useRef<HTMLTextAreaElement>(null);
  useFocusAfterFill(textarea);

  const problem = draftProblem(draft);
  const canSend = !awaiting && problem === null;
  const length = draft.trim().length;

  // The height the input has when empty, known from the first time it was.
  const emptyHeight = useRef<string | null>(null);
  // Asked once, not on every keystroke.
  const [browserSizesIt] = useState(sizesItself);
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element || browserSizesIt) return;
    // Emptied when one line tall (as a sent message leaves it, mostly), it already has the empty
    // height: measuring would only make the browser lay the page out in the middle of the send.
    if (draft === '' && emptyHeight.current !== null && element.style.height === emptyHeight.current) return;
    fitHeight(element);
    if (draft === '') emptyHeight.current = element.style.height;
  }, [draft, browserSizesIt]);

  function send() {
    if (canSend) void messageSent();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter and Ctrl/Cmd+Enter send; Shift+Enter (without Ctrl or Cmd) makes a new line.
    const modified = event.ctrlKey || event.metaKey;
    if (event.shiftKey && !modified) return;
    event.preventDefault();
    send();
  }

  return (
    <form className="chat-input" onSubmit={onSubmit}>
      <label htmlFor="chat-message" className="visually-hidden">
        Describe the email you need
      </label>
      <div className="chat-input__row">
        <textarea
          id="chat-message"
          ref={textarea}
          className="chat-input__textarea"
          rows={1}
          value={draft}
          placeholder="Describe the email you need..."
          onChange={(event) => draftChanged(event.target.value)}
          // Focus here says a message is coming: fetch the code that sends it and shows the reply,
          // in a task of its own, so that the focus and the fetch are two short tasks, not one long.
          onFocus={() => setTimeout(replyKit.preload, 0)}
          onKeyDown={onKeyDown}
          aria-describedby="chat-message-hint"
          aria-invalid={problem === 'too-long' ? true : undefined}
        />
        {awaiting ? (
          <button
            type="button"
            className="button button--secondary chat-input__stop"
            onClick={() => void stopRequested()}
            disabled={stopping}
          >
            <StopIcon />
            <span className="chat-input__stop-label">{stopping ? 'Stopping...' : 'Stop'}</span>
          </button>
        ) : null}
        <button type="submit" className="button button--primary chat-input__send" disabled={!canSend} aria-label="Send message">
          <SendIcon />
        </button>
      </div>
      <div className="chat-input__footer">
        <p id="chat-message-hint" className="chat-input__hint">
          Enter to send, Shift+Enter for a new line.
          {problem === 'too-long' ? ` Shorten your message by ${length - MAX_MESSAGE_CHARS} characters to send it.` : ''}
        </p>
        <KeyboardShortcutsHelp />
        {length >= COUNTER_FROM ? (
          <p className={`chat-input__counter${problem === 'too-long' ? ' chat-input__counter--over' : ''}`} aria-live="polite">
            {length.toLocaleString('en-US')} / {MAX_MESSAGE_CHARS.toLocaleString('en-US')}
          </p>
        ) : null}
      </div>
      {template ? (
        <p className="chat-input__template">
          <span className="chat-input__template-name">Using template: {template.name}</span>
          <button type="button" className="icon-button" onClick={templateCleared} aria-label="Clear template">
            <CloseIcon width={16} height={16} />
          </button>
        </p>
      ) : null}
    </form>
  );
}
