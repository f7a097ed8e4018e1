import { memo } from 'react';
import {
  useCanRegenerate,
  useChatActions,
  useIsAwaitingReply,
  useIsStreamingMessage,
  useLatestReplyKey,
  useMessage,
  useRevisionTarget,
} from '../store/use-chat-store.ts';
import { EmailOptionCard } from './email-option-card.tsx';

export interface MessageItemProps {
  messageKey: string;
}

function RegenerateIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}

/** Asks the reply's request again; both options are rewritten in place. */
function RegenerateButton({ messageKey, enabled }: { messageKey: string; enabled: boolean }) {
  const { replyRegenerated } = useChatActions();
  return (
    <button
      type="button"
      className="button button--secondary button--small regenerate"
      // aria-disabled keeps the focus here while the reply is rewritten.
      aria-disabled={!enabled}
      aria-label="Regenerate both options"
      onClick={() => {
        if (enabled) void replyRegenerated(messageKey);
      }}
    >
      <RegenerateIcon />
      Regenerate
    </button>
  );
}

/** One message, subscribed to its own entry only, so a streaming reply re-renders nothing else. */
export const MessageItem = memo(function MessageItem({ messageKey }: MessageItemProps) {
  const message = useMessage(messageKey);
  const streaming = useIsStreamingMessage(messageKey);
  const revisionTarget = useRevisionTarget(messageKey);
  const latest = useLatestReplyKey() === messageKey;
  const canRegenerate = useCanRegenerate(messageKey);
  const awaiting = useIsAwaitingReply();
  if (!message) return null;

  if (message.role === 'user') {
    return (
      <div className="message message--user">
        <p className="visually-hidden">You said:</p>
        <div className="message__bubble">{message.content}</div>
      </div>
    );
  }

  const options = message.emailOptions ?? [];
  // A rewrite in place touches only its target; otherwise the whole reply is written at once.
  const writing = (index: number) =>
    revisionTarget === null ? streaming : revisionTarget === 'both' || revisionTarget === index;
  // The server refines its last reply, which is the latest one here; older replies are kept as they are.
  const refinable = latest && options.length === 2;
  const busy = streaming || revisionTarget !== null;
  return (
    <div className="message message--assistant" aria-busy={busy ? true : undefined}>
      <p className="visually-hidden">Assistant said:</p>
      <div className="message__bubble">
        {message.content}
        {streaming ? <span className="message__caret" aria-hidden="true" /> : null}
      </div>
      {options.length > 0 ? (
        <div className="message__options">
          {options.map((option, index) => (
            <EmailOptionCard
              // By position: the refine bar stays mounted (and keeps focus) while its option is rewritten.
              key={index}
              messageKey={messageKey}
              option={option}
              number={index + 1}
              complete={!writing(index)}
              rewriting={revisionTarget === 'both' || revisionTarget === index}
              refinable={refinable}
              canRefine={!awaiting}
            />
          ))}
        </div>
      ) : null}
      {message.engine || message.status === 'stopped' || (latest && canRegenerate) ? (
        <div className="message__meta">
          {message.status === 'stopped' ? <span className="badge badge--muted">Stopped</span> : null}
          {message.engine ? <span>Written by {message.engine}</span> : null}
          {latest && canRegenerate && (!streaming || revisionTarget !== null) ? (
            <RegenerateButton messageKey={messageKey} enabled={!awaiting} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
