import { PRIVACY_SETTINGS_ID, privacySettingsSchema, type AdvertisingSettings, type AnalyticsSettings, type PrivacySettings } from '@mailmuse/api/contract';

const NOTHING: PrivacySettings = { analytics: null, advertising: null, gpc: false };

/**
 * The analytics and advertising the operator configured, and whether this browser's request sent
 * `Sec-GPC: 1`, read from the page itself: no request. A page without the block (the dev server,
 * a test) or with an unreadable one loads nothing optional.
 */
export function readPrivacySettings(doc: Document = document): PrivacySettings {
  const text = doc.getElementById(PRIVACY_SETTINGS_ID)?.textContent;
  if (!text) return NOTHING;
  try {
    const parsed = privacySettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : NOTHING;
  } catch {
    return NOTHING;
  }
}

export function analyticsName(settings: AnalyticsSettings): string {
  return settings.provider === 'ga4' ? 'Google Analytics' : 'Plausible Analytics';
}

export function advertisingName(settings: AdvertisingSettings): string {
  return settings.provider === 'adsense' ? 'Google AdSense' : settings.provider;
}
