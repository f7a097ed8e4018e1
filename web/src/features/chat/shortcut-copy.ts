import { copyOption } from './copy-option.ts';
import { chatStore, editedOption, latestReplyKey } from './store/use-chat-store.ts';

/**
 * The option the copy shortcut takes: the one holding the focus, else the last option of the
 * latest reply. Options still being written are skipped.
 */
function shortcutOption(focused: Element | null): { subject: string; body: string; number: number } | null {
  const state = chatStore.getState();
  const writing = (key: string, index: number) => {
    const reply = state.reply;
    if (!reply) return false;
    if (reply.revision) {
      return reply.revision.key === key && (reply.revision.target === 'both' || reply.revision.target === index);
    }
    return reply.messageKey === key;
  };
  const focusedId = focused?.closest<HTMLElement>('[data-option-id]')?.dataset.optionId;
  if (focusedId) {
    for (const key of state.messageKeys) {
      const options = state.messages[key]?.emailOptions ?? [];
      const index = options.findIndex((option) => option.id === focusedId);
      if (index >= 0 && !writing(key, index)) return { ...editedOption(state, options[index]!), number: index + 1 };
    }
  }
  const key = latestReplyKey(state);
  const options = key ? (state.messages[key]?.emailOptions ?? []) : [];
  for (let index = options.length - 1; index >= 0; index -= 1) {
    if (!writing(key!, index)) return { ...editedOption(state, options[index]!), number: index + 1 };
  }
  return null;
}

/** Copies the option the copy shortcut takes; false when there is none yet. */
export function copyShortcutOption(focused: Element | null): boolean {
  const option = shortcutOption(focused);
  if (option) void copyOption(option, option.number);
  return option !== null;
}
