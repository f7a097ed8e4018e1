import { toastKit } from './toast-kit.ts';

export type ToastVariant = 'default' | 'destructive';

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/**
 * Shows a toast with a title and a description. Only one is on screen: older ones are dismissed.
 * At once when the toasts' code is there (as it is once the visitor has interacted), else as soon
 * as it arrives.
 */
export function notify(options: NotifyOptions): void {
  const kit = toastKit.current();
  if (kit) {
    kit.showToast(options);
    return;
  }
  toastKit.load().then(
    (loaded) => loaded.showToast(options),
    (error: unknown) => console.error('Could not show a notification', options.title, error),
  );
}
