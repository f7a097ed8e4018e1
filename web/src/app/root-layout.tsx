import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { Toaster } from '../components/toast/toaster.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// Every page load starts with the key "default": keyed by path instead, one page's scroll position
// is not restored on another page loaded afterwards in the same tab.
const scrollKey = (location: Location) => (location.key === 'default' ? `load:${location.pathname}` : location.key);

export function RootLayout() {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
