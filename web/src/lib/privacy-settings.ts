import type { AdvertisingSettings, AnalyticsSettings, PrivacySettings } from '@mailmuse/api/contract';

/**
 * The id of the data block the server puts in every page (`PRIVACY_SETTINGS_ID` in the contract;
 * a test keeps the two equal). Read by hand, not with the contract's zod schema, so the page's first
 * load carries no validation library (see `hydration-data.ts` for the same reason).
 */
export const PRIVACY_SETTINGS_BLOCK_ID = 'privacy-settings';

const NOTHING: PrivacySettings = { analytics: null, advertising: null, gpc: false };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function analyticsOf(value: unknown): AnalyticsSettings | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  if (value.provider === 'ga4' && isText(value.measurementId)) return { provider: 'ga4', measurementId: value.measurementId };
  if (value.provider === 'plausible' && isText(value.domain) && isText(value.scriptUrl) && /^https?:\/\//.test(value.scriptUrl)) {
    return { provider: 'plausible', domain: value.domain, scriptUrl: value.scriptUrl };
  }
  return undefined;
}

function advertisingOf(value: unknown): AdvertisingSettings | null | undefined {
  if (value === null) return null;
  return isRecord(value) && value.provider === 'adsense' && isText(value.clientId) ? { provider: 'adsense', clientId: value.clientId } : undefined;
}

/**
 * The analytics and advertising the operator configured, and whether this browser's request sent
 * `Sec-GPC: 1`, read from the page itself: no request. A page without the block (the dev server,
 * a test) or with an unreadable one loads nothing optional.
 */
export function readPrivacySettings(doc: Document = document): PrivacySettings {
  const text = doc.getElementById(PRIVACY_SETTINGS_BLOCK_ID)?.textContent;
  if (!text) return NOTHING;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.gpc !== 'boolean') return NOTHING;
    const analytics = analyticsOf(value.analytics);
    const advertising = advertisingOf(value.advertising);
    if (analytics === undefined || advertising === undefined) return NOTHING;
    return { analytics, advertising, gpc: value.gpc };
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
