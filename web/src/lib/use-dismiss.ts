import { useEffect, type RefObject } from 'react';

/**
 * Closes a popover or disclosure while it is open: on Escape anywhere, and on a pointer press
 * outside `container`. Escape is taken in the capture phase and goes no further, so it closes the
 * popover rather than also reaching a page-wide Escape (such as stopping a reply). When focus was
 * inside the container, it goes back to `trigger`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      const hadFocus = container.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) trigger?.current?.focus();
    }
    function onPointerDown(event: PointerEvent | MouseEvent) {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target)) close();
    }
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, container, trigger]);
}
