import { useAnnouncements } from '../store/use-chat-store.ts';

/** Tells screen readers when each option is ready, once per option rather than per word. */
export function ReplyAnnouncer() {
  const lines = useAnnouncements();
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="reply-announcer">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
