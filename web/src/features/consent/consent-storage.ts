// The visitor's answer is kept in this browser (localStorage), never sent to the server: the
// server sets no cookie but the chat's session cookie, whatever the answer.
import type { PrivacySettings } from '@mailmuse/api/contract';

const KEY = 'mailmuse:consent';
/** An answer is asked again after this long, or as soon as the configured services change. */
export const CONSENT_MAX_AGE_DAYS = 365;

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

interface StoredConsent extends ConsentChoice {
  /** The services the answer was given for; another set of services asks again. */
  services: string;
  savedAt: string;
}

/** The configured services as one string: an answer holds for exactly these. */
export function servicesOf(settings: Pick<PrivacySettings, 'analytics' | 'advertising'>): string {
  const analytics = settings.analytics ? `${settings.analytics.provider}:${settings.analytics.provider === 'ga4' ? settings.analytics.measurementId : settings.analytics.domain}` : '';
  const advertising = settings.advertising ? `${settings.advertising.provider}:${settings.advertising.clientId}` : '';
  return [analytics, advertising].filter(Boolean).join('|');
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The answer given for these services within the last year, or null. */
export function loadConsent(services: string, now = Date.now()): ConsentChoice | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredConsent>;
    if (stored.services !== services || typeof stored.analytics !== 'boolean' || typeof stored.advertising !== 'boolean') return null;
    const age = now - Date.parse(String(stored.savedAt));
    if (!(age >= 0 && age < CONSENT_MAX_AGE_DAYS * 86_400_000)) return null;
    return { analytics: stored.analytics, advertising: stored.advertising };
  } catch {
    return null;
  }
}

export function saveConsent(services: string, choice: ConsentChoice, now = new Date()): void {
  const stored: StoredConsent = { ...choice, services, savedAt: now.toISOString() };
  try {
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Blocked storage: the answer holds for this page only, and the banner asks again next time.
  }
}
