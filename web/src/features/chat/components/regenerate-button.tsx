import { useChatActions } from '../store/use-chat-store.ts';

function RegenerateIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 12a9 9 0 1 1-2.6-6.4L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}

/** Asks the reply's request again; both options are rewritten in place. */
export function RegenerateButton({ messageKey, enabled }: { messageKey: string; enabled: boolean }) {
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
