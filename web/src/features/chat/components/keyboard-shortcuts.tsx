import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../components/toast/notify.ts';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { copyOption } from '../copy-option.ts';
import { chatStore, editedOption, latestReplyKey } from '../store/use-chat-store.ts';

/** The copy shortcut: Alt+Shift+C (Option+Shift+C on a Mac), which browsers leave free. */
export function isCopyShortcut(event: KeyboardEvent): boolean {
  // By key position: on a Mac, Option+Shift+C types "Ç".
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyC';
}

export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'Enter', action: 'Send your message' },
  { keys: 'Ctrl+Enter or ⌘+Enter', action: 'Send your message' },
  { keys: 'Shift+Enter', action: 'New line in your message' },
  { keys: 'Esc', action: 'Stop the reply being written' },
  { keys: 'Alt+Shift+C (⌥+Shift+C)', action: 'Copy an email option: the one you are on, or else the last one' },
];

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

/** Listens for the copy shortcut on the whole page while the chat is shown. */
export function useCopyShortcut(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isCopyShortcut(event) || event.repeat) return;
      event.preventDefault();
      const option = shortcutOption(document.activeElement);
      if (option) void copyOption(option, option.number);
      else notify({ title: 'Nothing to copy yet', description: 'The shortcut copies an email option once one is ready.' });
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** A button that shows the chat's keyboard shortcuts; Esc or a click elsewhere closes the list. */
export function KeyboardShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  return (
    <div className="shortcuts" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="shortcuts__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Keyboard shortcuts
      </button>
      <div id={panelId} className="shortcuts__panel" role="group" aria-label="Keyboard shortcuts" hidden={!open}>
        <dl className="shortcuts__list">
          {SHORTCUTS.map(({ keys, action }) => (
            <div key={keys} className="shortcuts__row">
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
