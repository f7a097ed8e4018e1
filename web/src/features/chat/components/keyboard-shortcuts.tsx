import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../components/toast/notify.ts';
import { useLazyModule } from '../../../lib/lazy-module.ts';
import { replyKit } from '../load-reply-kit.ts';

/** The copy shortcut: Alt+Shift+C (Option+Shift+C on a Mac), which browsers leave free. */
export function isCopyShortcut(event: KeyboardEvent): boolean {
  // By key position: on a Mac, Option+Shift+C types "Ç".
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyC';
}

/** Listens for the copy shortcut on the whole page while the chat is shown. */
export function useCopyShortcut(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isCopyShortcut(event) || event.repeat) return;
      event.preventDefault();
      // Options exist only once the reply code has loaded: until then there is nothing to copy.
      const copied = replyKit.current()?.copyShortcutOption(document.activeElement) ?? false;
      if (!copied) notify({ title: 'Nothing to copy yet', description: 'The shortcut copies an email option once one is ready.' });
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * A button that shows the chat's keyboard shortcuts; Esc or a click elsewhere closes the list. The
 * list comes with the reply code, fetched when the visitor reaches for the button if not before.
 */
export function KeyboardShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const kit = useLazyModule(replyKit);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const shown = open && kit !== null;

  return (
    <div className="shortcuts" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="shortcuts__toggle"
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onPointerEnter={replyKit.preload}
        onFocus={replyKit.preload}
        onClick={() => {
          replyKit.preload();
          setOpen((value) => !value);
        }}
      >
        Keyboard shortcuts
      </button>
      {shown ? <kit.ShortcutsPanel id={panelId} onClose={close} container={container} trigger={trigger} /> : null}
    </div>
  );
}
