import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { resolveValue, toast as toasts, useToaster, type Toast } from 'react-hot-toast/headless';

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast is kept in the toaster's state before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How far a toast must be dragged to the right to dismiss it. */
export const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = 'F8';

function ToastItem({ toast }: { toast: Toast }) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.pointerId !== event.pointerId) return;
    // Only a rightward drag moves the toast.
    setOffset(Math.max(0, event.clientX - start.current.x));
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setOffset(0);
    if (event.type === 'pointerup' && distance > SWIPE_THRESHOLD_PX) toasts.dismiss(toast.id);
  }

  return (
    <div
      className={toast.className ?? 'toast'}
      role={toast.ariaProps.role}
      aria-live={toast.ariaProps['aria-live']}
      aria-atomic="true"
      data-swiping={offset > 0 ? '' : undefined}
      style={offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      {resolveValue(toast.message, toast)}
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => toasts.dismiss(toast.id)}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The notifications region. Toasts come from `notify()`; only the newest visible one is shown,
 * F8 moves focus here, and hovering or focusing the region pauses the timers.
 */
export function Toaster() {
  const { toasts: all, handlers } = useToaster({ duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS });
  const region = useRef<HTMLElement>(null);
  const visible = all.filter((toast) => toast.visible).slice(0, 1);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      className="toast-region"
      aria-label={`Notifications (${HOTKEY})`}
      tabIndex={-1}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      <div className="toast-list">
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}
