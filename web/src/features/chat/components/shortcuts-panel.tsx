import type { RefObject } from 'react';
import { useDismiss } from '../../../lib/use-dismiss.ts';

export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: 'Enter', action: 'Send your message' },
  { keys: 'Ctrl+Enter or ⌘+Enter', action: 'Send your message' },
  { keys: 'Shift+Enter', action: 'New line in your message' },
  { keys: 'Esc', action: 'Stop the reply being written' },
  { keys: 'Alt+Shift+C (⌥+Shift+C)', action: 'Copy an email option: the one you are on, or else the last one' },
];

export interface ShortcutsPanelProps {
  id: string;
  onClose: () => void;
  /** The popover: a pointer press outside it closes the panel. */
  container: RefObject<HTMLElement | null>;
  /** The button that opened the panel: focus goes back to it when Escape closes the panel. */
  trigger: RefObject<HTMLElement | null>;
}

/** The list of the chat's keyboard shortcuts, shown by KeyboardShortcutsHelp while open. */
export function ShortcutsPanel({ id, onClose, container, trigger }: ShortcutsPanelProps) {
  useDismiss(true, onClose, container, trigger);
  return (
    <div id={id} className="shortcuts__panel" role="group" aria-label="Keyboard shortcuts">
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
  );
}
