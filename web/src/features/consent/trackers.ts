// Loads the operator's analytics or advertising script, only ever after the visitor said yes.
// Nothing here runs inline: each script is a file from the service's own host, which the CSP
// allows only when the operator configured that service.
import type { AdvertisingSettings, AnalyticsSettings } from '@mailmuse/api/contract';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function addScript(id: string, src: string, attributes: Record<string, string> = {}): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

const GA4_SCRIPT = 'mm-analytics-ga4';
const PLAUSIBLE_SCRIPT = 'mm-analytics-plausible';
const ADSENSE_SCRIPT = 'mm-advertising-adsense';

export function loadAnalytics(settings: AnalyticsSettings): void {
  if (settings.provider === 'plausible') {
    addScript(PLAUSIBLE_SCRIPT, settings.scriptUrl, { 'data-domain': settings.domain });
    return;
  }
  if (document.getElementById(GA4_SCRIPT)) return;
  // Google's loader, written out rather than pasted inline (the CSP runs no inline script).
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  // Analytics only: advertising storage and signals stay off whatever the advertising answer.
  window.gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  window.gtag('js', new Date());
  window.gtag('config', settings.measurementId, { allow_google_signals: false, allow_ad_personalization_signals: false });
  addScript(GA4_SCRIPT, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.measurementId)}`);
}

export function loadAdvertising(settings: AdvertisingSettings): void {
  addScript(ADSENSE_SCRIPT, `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(settings.clientId)}`, { crossorigin: 'anonymous' });
}

/** Whether a category's script is already on this page (it cannot be unloaded, only reloaded away). */
export function isLoaded(category: 'analytics' | 'advertising'): boolean {
  const ids = category === 'analytics' ? [GA4_SCRIPT, PLAUSIBLE_SCRIPT] : [ADSENSE_SCRIPT];
  return ids.some((id) => document.getElementById(id) !== null);
}

/**
 * Deletes the first-party cookies Google Analytics set (`_ga`, `_ga_<id>`), on this host and its
 * parent domains, as GA sets them on the widest domain it can.
 */
export function deleteAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
  const parts = location.hostname.split('.');
  const domains = ['', ...parts.map((_, i) => `.${parts.slice(i).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}
