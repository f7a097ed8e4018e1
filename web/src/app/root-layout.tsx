import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '../components/toast/toaster.tsx';
import { ConsentManager } from '../features/consent/index.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** A skip link to a control (not a section) focuses it: following the #fragment only scrolls to it. */
function focusTarget(event: MouseEvent<HTMLAnchorElement>): void {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

export function RootLayout() {
  const location = useLocation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* On the home page the chat's input is the place most visitors are headed. */}
      {location.pathname === '/' ? (
        <a className="skip-link" href="#chat-message" onClick={focusTarget}>
          Skip to chat
        </a>
      ) : null}
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {/* A page that fails shows its error here, header and footer kept. */}
        <RouteErrorBoundary location={location}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <Toaster />
      <ConsentManager />
      <ScrollRestoration />
    </div>
  );
}
