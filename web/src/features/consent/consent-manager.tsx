import { lazy, Suspense, useEffect } from 'react';
import { readPrivacySettings } from '../../lib/privacy-settings.ts';
import { useChoicesOpen, useConsentActions, useConsentChoice, useConsentSettings, useGpc } from './use-consent-store.ts';
import './consent.css';

// The banner, the dialog and the trackers are code for a site whose operator switched analytics or
// advertising on, and a visitor who has something to answer: none of it is in the page's first load.
const ConsentBanner = lazy(() => import('./consent-banner.tsx').then((module) => ({ default: module.ConsentBanner })));
const PrivacyChoicesDialog = lazy(() => import('./privacy-choices-dialog.tsx').then((module) => ({ default: module.PrivacyChoicesDialog })));

const browserGpc = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * Mounted once by the layout. Reads the operator's analytics and advertising set-up from the page, asks the
 * visitor when there is something to ask, and loads only what the answer allows. With nothing
 * configured it shows nothing and loads nothing.
 */
export function ConsentManager() {
  const settings = useConsentSettings();
  const gpc = useGpc();
  const choice = useConsentChoice();
  const choicesOpen = useChoicesOpen();
  const { settingsLoaded } = useConsentActions();

  useEffect(() => {
    // After hydration, so the first render matches the prerendered page.
    settingsLoaded(readPrivacySettings(), browserGpc());
  }, [settingsLoaded]);

  useEffect(() => {
    if (!settings || !choice) return;
    let current = true;
    void import('./trackers.ts').then(({ deleteAnalyticsCookies, isLoaded, loadAdvertising, loadAnalytics }) => {
      if (!current) return;
      if (!choice.analytics) deleteAnalyticsCookies();
      // A script cannot be unloaded: a withdrawn yes reloads the page without it.
      if ((!choice.analytics && isLoaded('analytics')) || (!choice.advertising && isLoaded('advertising'))) {
        window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
        window.location.reload();
        return;
      }
      if (choice.analytics && settings.analytics) loadAnalytics(settings.analytics);
      if (choice.advertising && settings.advertising && !gpc) loadAdvertising(settings.advertising);
    });
    return () => {
      current = false;
    };
  }, [settings, choice, gpc]);

  const askable = settings !== null && (settings.analytics !== null || (settings.advertising !== null && !gpc));
  return (
    <Suspense fallback={null}>
      {askable && choice === null && <ConsentBanner settings={settings} gpc={gpc} />}
      {choicesOpen && <PrivacyChoicesDialog settings={settings} gpc={gpc} choice={choice} />}
    </Suspense>
  );
}
