import { lazyModule } from '../../lib/lazy-module.ts';

/**
 * The toasts' code: their store, list and timers. Pages load without it: it is fetched by the
 * first toast, or ahead of it by a page whose actions raise toasts (the chat, at the visitor's
 * first interaction).
 */
export const toastKit = lazyModule(() => import('./toast-list.tsx'));
