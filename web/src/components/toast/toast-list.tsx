import { createElement, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { resolveValue, toast as toasts, useToaster, type Toast } from 'react-hot-toast/headless';
import type { NotifyOptions } from './notify.ts';
import { ToastContent } from './toast-content.tsx';

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast is kept in the toaster's state before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How far a toast must be dragged to the right to dismiss it. */
export const SWIPE_THRESHOLD_PX = 50;

/** Shows a toast; older ones are dismissed first. */
export function showToast({ title, description, variant = 'default' }: NotifyOptions): void {
  toasts.dismiss();
  toasts.custom(createElement(ToastContent, { title, description }), {
    className: variant === 'destructive' ? 'toast toast--destructive' : 'toast',
    ariaProps:
      variant === 'destructive'
        ? { role: 'alert', 'aria-live': 'assertive' }
        : { role: 'status', 'aria-live': 'polite' },
  });
}

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
 * The toasts inside the notifications region: only the newest visible one is shown, and hovering
 * or focusing the region pauses the timers.
 */
export function ToastList({ region }: { region: RefObject<HTMLElement | null> }) {
  const { toasts: all, handlers } = useToaster({ duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS });
  const visible = all.filter((toast) => toast.visible).slice(0, 1);
  const { startPause, endPause } = handlers;

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    // focusin and focusout, as React's onFocus and onBlur: focus moving within the region counts.
    const pauses: Array<[string, () => void]> = [
      ['mouseenter', startPause],
      ['mouseleave', endPause],
      ['focusin', startPause],
      ['focusout', endPause],
    ];
    for (const [type, listener] of pauses) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of pauses) element.removeEventListener(type, listener);
    };
  }, [region, startPause, endPause]);

  return visible.map((toast) => <ToastItem key={toast.id} toast={toast} />);
}
