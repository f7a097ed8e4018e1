import { memo } from 'react';
import { useIsStreamingMessage, useMessage } from '../store/use-chat-store.ts';
import { EmailOptionCard } from './email-option-card.tsx';

export interface MessageItemProps {
  messageKey: string;
}

/** One message, subscribed to its own entry only, so a streaming reply re-renders nothing else. */
export const MessageItem = memo(function MessageItem({ messageKey }: MessageItemProps) {
  const message = useMessage(messageKey);
  const streaming = useIsStreamingMessage(messageKey);
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
  return (
    <div className="message message--assistant" aria-busy={streaming ? true : undefined}>
      <p className="visually-hidden">Assistant said:</p>
      <div className="message__bubble">
        {message.content}
        {streaming ? <span className="message__caret" aria-hidden="true" /> : null}
      </div>
      {options.length > 0 ? (
        <div className="message__options">
          {options.map((option, index) => (
            <EmailOptionCard key={option.id} option={option} number={index + 1} complete={!streaming} />
          ))}
        </div>
      ) : null}
      {message.engine || message.status === 'stopped' ? (
        <p className="message__meta">
          {message.status === 'stopped' ? <span className="badge badge--muted">Stopped</span> : null}
          {message.engine ? <span>Written by {message.engine}</span> : null}
        </p>
      ) : null}
    </div>
  );
});
