import { useEffect, useRef } from 'react';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { toastKit } from './toast-kit.ts';

const HOTKEY = 'F8';

/**
 * The notifications region, on every page. Toasts come from `notify()`; their code is fetched by
 * the first toast, or earlier by a page that raises them (see toast-kit.ts). F8 moves focus here.
 */
export function Toaster() {
  const region = useRef<HTMLElement>(null);
  const kit = useLazyModule(toastKit);

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
    <section ref={region} className="toast-region" aria-label={`Notifications (${HOTKEY})`} tabIndex={-1}>
      <div className="toast-list">{kit ? <kit.ToastList region={region} /> : null}</div>
    </section>
  );
}
