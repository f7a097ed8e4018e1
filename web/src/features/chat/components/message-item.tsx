import { memo, useEffect } from 'react';
import { useLazyModule } from '../../../lib/lazy-module.ts';
import { replyKit } from '../load-reply-kit.ts';
import {
  useCanRegenerate,
  useCanRetry,
  useChatActions,
  useFinishedOptions,
  useIsAwaitingReply,
  useIsStreamingMessage,
  useLatestReplyKey,
  useMessage,
  useRevisionTarget,
} from '../store/use-chat-store.ts';

export interface MessageItemProps {
  messageKey: string;
}

/** One message, subscribed to its own entry only, so a streaming reply re-renders nothing else. */
export const MessageItem = memo(function MessageItem({ messageKey }: MessageItemProps) {
  const message = useMessage(messageKey);
  const streaming = useIsStreamingMessage(messageKey);
  const revisionTarget = useRevisionTarget(messageKey);
  const finished = useFinishedOptions(messageKey);
  const latest = useLatestReplyKey() === messageKey;
  const canRegenerate = useCanRegenerate(messageKey);
  const canRetry = useCanRetry(messageKey);
  const { retried } = useChatActions();
  const awaiting = useIsAwaitingReply();
  // The option cards come with the reply code, which writes the replies: it is there by the time a
  // message has options. Should one have them sooner, the cards show once the code arrives.
  const kit = useLazyModule(replyKit);
  const hasOptions = (message?.emailOptions?.length ?? 0) > 0;
  useEffect(() => {
    if (hasOptions) replyKit.preload();
  }, [hasOptions]);
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
  // A rewrite in place touches only its target; otherwise the whole reply is written at once. An
  // option the server has sent whole is finished (copy, edit, checks) while the other streams on;
  // its tools also mount then, not all at once at the end of the reply.
  const writing = (index: number) =>
    !finished.includes(index) && (revisionTarget === null ? streaming : revisionTarget === 'both' || revisionTarget === index);
  // The server refines its last reply, which is the latest one here; older replies are kept as they are.
  const refinable = latest && options.length === 2;
  const busy = streaming || revisionTarget !== null;
  return (
    <div className={`message message--assistant${messageKey.startsWith('reply-') ? ' message--reply' : ''}`} aria-busy={busy ? true : undefined}>
      <p className="visually-hidden">Assistant said:</p>
      <div className="message__bubble">
        {message.content}
        {streaming ? <span className="message__caret" aria-hidden="true" /> : null}
      </div>
      {canRetry ? (
        <div className="message__meta">
          <button type="button" className="button button--secondary button--small" disabled={awaiting} onClick={() => void retried(messageKey)}>
            Try again
          </button>
        </div>
      ) : null}
      {options.length > 0 && kit ? (
        <div className="message__options">
          {options.map((option, index) => (
            <kit.EmailOptionCard
              // By position: the refine bar stays mounted (and keeps focus) while its option is rewritten.
              key={index}
              messageKey={messageKey}
              option={option}
              number={index + 1}
              complete={!writing(index)}
              rewriting={revisionTarget !== null && writing(index)}
              refinable={refinable}
              canRefine={!awaiting}
            />
          ))}
        </div>
      ) : null}
      {/* Which engine wrote the reply is said once it has written it. */}
      {(message.engine && !busy) || message.status === 'stopped' || (latest && canRegenerate) ? (
        <div className="message__meta">
          {message.status === 'stopped' ? <span className="badge badge--muted">Stopped</span> : null}
          {message.engine && !busy ? <span>Written by {message.engine}</span> : null}
          {latest && canRegenerate && (!streaming || revisionTarget !== null) && kit ? (
            <kit.RegenerateButton messageKey={messageKey} enabled={!awaiting} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
