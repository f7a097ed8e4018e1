import { createElement } from 'react';
import { toast } from 'react-hot-toast/headless';
import { ToastContent } from './toast-content.tsx';

export type ToastVariant = 'default' | 'destructive';

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Shows a toast with a title and a description. Only one is on screen: older ones are dismissed. */
export function notify({ title, description, variant = 'default' }: NotifyOptions): string {
  toast.dismiss();
  return toast.custom(createElement(ToastContent, { title, description }), {
    className: variant === 'destructive' ? 'toast toast--destructive' : 'toast',
    ariaProps:
      variant === 'destructive'
        ? { role: 'alert', 'aria-live': 'assertive' }
        : { role: 'status', 'aria-live': 'polite' },
  });
}
